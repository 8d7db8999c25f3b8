import { expect, type Page } from '@playwright/test'

export type GalleryFilter = 'Status' | 'Model' | 'Type'

export class GalleryPage {
  constructor(private readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Gallery' })
  readonly grid = () => this.page.getByRole('list', { name: 'Generations' })
  readonly items = () => this.grid().getByRole('listitem')
  readonly detail = () => this.page.getByRole('dialog')
  readonly remixLink = () => this.detail().getByRole('link', { name: 'Remix' })
  readonly useAsInputLink = () => this.detail().getByRole('link', { name: 'Use as input' }).first()

  /**
   * The gallery, or (with `?view=`) a detail open over it, which hides the page from the reader.
   * The detail is in the served HTML: it is live once it holds the focus (the dialog takes it as
   * the page comes alive), and keys pressed before then reach nothing.
   */
  async goto(search = '') {
    await this.page.goto(`/gallery${search}`)
    if (!new URLSearchParams(search).has('view')) {
      await expect(this.heading()).toBeVisible()
      return
    }
    await expect(this.detail()).toBeVisible()
    await expect(this.detail().locator(':focus')).toHaveCount(1)
  }

  tile(prompt: string) {
    return this.grid().getByRole('button', { name: `Open ${prompt}` })
  }

  filter(name: GalleryFilter) {
    return this.page.getByLabel(name, { exact: true })
  }

  async setFilter(name: GalleryFilter, value: string) {
    await this.filter(name).selectOption(value)
  }

  async clearFilters() {
    await this.page.getByRole('button', { name: 'Clear filters' }).click()
  }

  async open(prompt: string) {
    await this.tile(prompt).click()
    await expect(this.detail()).toBeVisible()
  }
}
