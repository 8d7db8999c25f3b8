import { expect, type Page, type Request } from '@playwright/test'

export type ToolName = 'Extend' | 'Finalize draft' | 'Remove background' | 'Captions' | 'Dub'

/** The tools page (/tools) and the tools section of the gallery detail. */
export class ToolsPage {
  /** Paid POSTs the page sent to the service's start routes, in order. */
  readonly startPosts: string[] = []

  constructor(private readonly page: Page) {
    page.on('request', (request: Request) => {
      const path = new URL(request.url()).pathname
      // The studio's free permission check sends an empty body, which starts nothing.
      if (request.postData() === '{}') return
      if (request.method() === 'POST' && path.startsWith('/api/v1/generate/'))
        this.startPosts.push(path)
    })
  }

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Tools' })
  readonly tab = (name: ToolName) => this.page.getByRole('tab', { name })
  readonly result = () => this.page.getByRole('region', { name: 'Result' })
  readonly refusal = () => this.page.getByRole('main').getByRole('status').first()
  readonly problem = () => this.page.getByRole('main').getByRole('alert')
  readonly cost = () => this.page.getByText(/^Costs /)

  async goto(search: string) {
    await this.page.goto(`/tools?${search}`)
    await expect(this.heading()).toBeVisible()
  }

  submit(name: string | RegExp) {
    return this.page
      .getByRole('main')
      .getByRole('button', { name, exact: typeof name === 'string' })
  }

  /** Clicks a tool's start button and waits until its result shows; returns the seconds it took. */
  async runUntilResult(button: string | RegExp, shown: () => ReturnType<Page['getByRole']>) {
    const before = this.startPosts.length
    const started = Date.now()
    await this.submit(button).click()
    await expect(this.result()).toBeVisible()
    await expect(shown()).toBeVisible({ timeout: 90_000 })
    const seconds = (Date.now() - started) / 1000
    expect(this.startPosts.length - before, 'one click sends one POST').toBe(1)
    return seconds
  }

  /** Chooses a local file in a source slot's drop zone (the file chooser it opens). */
  async upload(slot: string, path: string) {
    const chooser = this.page.waitForEvent('filechooser')
    await this.page.getByRole('button', { name: new RegExp(`^Upload ${slot}`) }).click()
    await (await chooser).setFiles(path)
  }

  language(name: string) {
    return this.page
      .getByRole('group', { name: 'Languages' })
      .getByRole('checkbox', { name: new RegExp(`^${name}\\b`) })
  }

  async searchLanguage(text: string) {
    await this.page.getByRole('searchbox', { name: 'Search languages' }).fill(text)
  }
}
