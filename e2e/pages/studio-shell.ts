import { expect, type Page } from '@playwright/test'

export class StudioShell {
  constructor(private readonly page: Page) {}

  readonly balance = () => this.page.getByLabel('Credit balance')
  readonly nav = () => this.page.getByRole('navigation', { name: 'Main' })

  /** The top bar's Menu, below `xl` (a phone): it holds the navigation there. */
  readonly menu = () => this.page.getByRole('banner').locator('summary', { hasText: 'Menu' })

  async open(area: 'Create' | 'Gallery' | 'Assets' | 'Audio' | 'Story' | 'Orders' | 'Models') {
    if (await this.menu().isVisible()) await this.menu().click()
    await this.nav().getByRole('link', { name: area }).click()
    await expect(this.page.getByRole('heading', { level: 1, name: area })).toBeVisible()
  }

  async signOut() {
    await this.page.getByRole('button', { name: 'Sign out' }).click()
    await expect(this.page).toHaveURL(/\/connect$/)
  }
}
