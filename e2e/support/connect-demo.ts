import { expect, type Page } from '@playwright/test'
import { ConnectPage } from '../pages/connect-page'

/**
 * Connects a demo account and waits for where the studio opens for it (Create, or the gallery for
 * the read-only key), allowing a slow first sign-in (the studio's database may still be starting
 * on a busy machine).
 */
export async function connectDemo(
  page: Page,
  label: 'Creator' | 'Team member' | 'Read-only' | 'Empty wallet',
) {
  await new ConnectPage(page).goto()
  await page.getByRole('button', { name: `Use the ${label} demo account` }).click()
  const home = label === 'Read-only' ? /\/gallery$/ : /\/create$/
  await expect(page).toHaveURL(home, { timeout: 45_000 })
}
