import { expect, type Page } from '@playwright/test'

export class ConnectPage {
  constructor(private readonly page: Page) {}

  readonly keyInput = () => this.page.getByLabel('API key')
  // Next's route announcer is an empty alert outside <main>.
  readonly error = () => this.page.getByRole('main').getByRole('alert')

  async goto() {
    await this.page.goto('/connect')
    await expect(this.page.getByRole('heading', { name: 'Media Studio' })).toBeVisible()
  }

  async connectWithKey(apiKey: string) {
    await this.keyInput().fill(apiKey)
    await this.page.getByRole('button', { name: 'Connect', exact: true }).click()
  }

  async connectDemo(label: 'Creator' | 'Team member' | 'Read-only' | 'Empty wallet') {
    await this.page.getByRole('button', { name: `Use the ${label} demo account` }).click()
    await expect(this.page).toHaveURL(label === 'Read-only' ? /\/gallery$/ : /\/create$/)
  }
}
