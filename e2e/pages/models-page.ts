import type { Page } from '@playwright/test'

export class ModelsPage {
  constructor(private readonly page: Page) {}

  readonly cards = () => this.page.getByRole('article')
  readonly typeBadges = () =>
    this.cards()
      .locator('header')
      .getByText(/^(image|video|music|speech|other|separation)$/)
  readonly summary = () => this.page.getByText(/\d+ of \d+ models/)

  async filterByType(label: string) {
    await this.page
      .getByRole('group', { name: 'Model type' })
      .getByText(label, { exact: true })
      .click()
  }

  async search(text: string) {
    await this.page.getByRole('searchbox', { name: 'Search models' }).fill(text)
  }

  family(name: string) {
    return this.page.getByRole('region', { name: `${name} family` })
  }
}
