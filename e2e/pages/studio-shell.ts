import { expect, type Page } from '@playwright/test'

export class StudioShell {
  constructor(private readonly page: Page) {}

  readonly balance = () => this.page.getByLabel('Credit balance')
  readonly nav = () => this.page.getByRole('navigation', { name: 'Main' })

  async open(area: 'Create' | 'Gallery' | 'Assets' | 'Audio' | 'Story' | 'Orders' | 'Models') {
    await this.nav().getByRole('link', { name: area }).click()
    await expect(this.page.getByRole('heading', { level: 1, name: area })).toBeVisible()
  }

  async signOut() {
    await this.page.getByRole('button', { name: 'Sign out' }).click()
    await expect(this.page).toHaveURL(/\/connect$/)
  }
}
