import { expect, type Page } from '@playwright/test'

const MEDIA_POST_PATH = '/api/v1/generate/media'

export class CreatePage {
  constructor(private readonly page: Page) {}

  readonly form = () => this.page.getByRole('form', { name: 'New generation' })
  readonly prompt = () => this.page.getByRole('textbox', { name: /^Prompt/ })
  readonly generate = () => this.page.getByRole('button', { name: 'Generate' })
  readonly cost = () => this.page.getByRole('status', { name: 'Job cost' })
  readonly confirmation = () => this.page.getByRole('status').filter({ hasText: 'Job started.' })
  readonly results = () => this.page.getByRole('region', { name: 'Results' })
  readonly result = (prompt: string) =>
    this.results().getByRole('listitem').filter({ hasText: prompt })
  /** The feed's runs, newest first (those near the screen: the feed is virtualized). */
  readonly runs = () => this.results().getByRole('article')
  readonly newestRun = () => this.runs().first()
  /** The newest run's image or video: the page's focal result. */
  readonly focalMedia = () => this.newestRun().locator('img, video').first()
  readonly settingsToggle = () => this.page.getByRole('button', { name: /^Settings/ })
  readonly lightbox = () => this.page.getByRole('dialog')
  readonly topUp = () => this.page.getByRole('link', { name: /^Top up credits/ })
  readonly problem = () =>
    this.page.getByRole('alert').filter({ has: this.page.getByRole('button') })
  readonly recommendedVariant = () => this.page.getByRole('button', { name: /\(recommended\)$/ })
  /** The chosen model's card, which opens the chooser. */
  readonly chosenModel = () => this.page.getByRole('button', { name: /Change model$/ })
  readonly variantSelect = () => this.page.getByRole('combobox', { name: 'Variant' })

  async goto(query = '') {
    await this.page.goto(`/create${query}`)
    await expect(this.page.getByRole('heading', { level: 1, name: 'Create' })).toBeVisible()
    await expect(this.generate()).toBeVisible()
  }

  /** Counts the generation POSTs the browser sends from now on. */
  countGenerationPosts(): { readonly count: number; readonly models: string[] } {
    const seen = { count: 0, models: [] as string[] }
    this.page.on('request', (request) => {
      if (request.method() !== 'POST' || new URL(request.url()).pathname !== MEDIA_POST_PATH) return
      // The studio's free permission check sends an empty body, which starts nothing.
      if (request.postData() === '{}') return
      seen.count += 1
      seen.models.push((request.postDataJSON() as { model: string }).model)
    })
    return seen
  }

  /** Opens the settings under the bar (duration, aspect ratio, the other sources). */
  async openSettings() {
    if ((await this.settingsToggle().getAttribute('aria-expanded')) !== 'true')
      await this.settingsToggle().click()
    await expect(this.page.getByRole('group', { name: 'Settings' })).toBeVisible()
  }

  async submitWithShortcut() {
    await this.prompt().press('ControlOrMeta+Enter')
  }
}
