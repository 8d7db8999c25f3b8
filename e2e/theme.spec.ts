import { expect, test, type Page } from '@playwright/test'

// The theme is no script's business before the first paint (lib/theme.ts): without a choice the
// stylesheet follows the system's, and a choice made with the top bar's toggle is a cookie the
// server renders the page with, on every page and after a reload.
const DARK_PAGE = 'rgb(28, 31, 41)' // the dark theme's surface-muted, the page's background
const LIGHT_PAGE = 'rgb(244, 245, 247)'

const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor)

test('the theme follows the system until chosen, and the choice is served with every page', async ({
  page,
}) => {
  expect((await page.request.post('/api/session', { data: { demo: 'creator' } })).ok()).toBe(true)
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/create')
  expect(await pageBackground(page)).toBe(DARK_PAGE)
  const toggle = page.getByRole('button', { name: 'Dark theme' })
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  // No inline script in the head: nothing reads storage before the page is painted.
  expect(await page.locator('head script:not([src])').count()).toBe(0)

  // Light chosen on a dark system: the page turns light, and is served light from then on.
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  expect(await pageBackground(page)).toBe(LIGHT_PAGE)
  const served = await (await page.request.get('/gallery')).text()
  expect(served).toMatch(/<html[^>]* class="[^"]*\blight\b[^"]*"/)
  await page.reload()
  expect(await pageBackground(page)).toBe(LIGHT_PAGE)

  // Dark chosen on a light system, then another page: dark, and so is the toggle.
  await page.emulateMedia({ colorScheme: 'light' })
  await page.getByRole('button', { name: 'Dark theme' }).click()
  await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await page.goto('/gallery')
  expect(await pageBackground(page)).toBe(DARK_PAGE)
  await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
})

test("the toggle's mark is served right, before any script runs", async ({ browser }) => {
  for (const [colorScheme, mark] of [
    ['dark', 'dark'],
    ['light', 'light'],
  ] as const) {
    const context = await browser.newContext({ javaScriptEnabled: false, colorScheme })
    expect((await context.request.post('/api/session', { data: { demo: 'creator' } })).ok()).toBe(
      true,
    )
    const page = await context.newPage()
    await page.goto('/create')
    const shown = page.getByRole('button', { name: 'Dark theme' }).locator('svg:visible')
    await expect(shown).toHaveCount(1)
    await expect(shown).toHaveAttribute('data-mark', mark)
    await context.close()
  }
})
