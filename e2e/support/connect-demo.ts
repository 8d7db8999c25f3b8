import { expect, type Page } from '@playwright/test'
import { ConnectPage } from '../pages/connect-page'

/**
 * Connects a demo account and waits for Create, allowing a slow first sign-in (the studio's
 * database may still be starting on a busy machine).
 */
export async function connectDemo(
  page: Page,
  label: 'Creator' | 'Team member' | 'Read-only' | 'Empty wallet',
) {
  await new ConnectPage(page).goto()
  await page.getByRole('button', { name: `Use the ${label} demo account` }).click()
  await expect(page).toHaveURL(/\/create$/, { timeout: 45_000 })
}
