import { expect, test, type Page } from '@playwright/test'
import { CreatePage } from './pages/create-page'
import { JobTray } from './pages/job-tray'
import { connectDemo } from './support/connect-demo'
import { dockProblems } from './support/page-checks'

// The studio's frame as a new creator meets it: the job dock never moves the page (it opens over
// it, a sheet on a phone), its rows fit a phone, nothing scrolls sideways, and the command
// palette hears every key typed right after Ctrl+K.

const unique = (text: string) => `${text} ${Date.now().toString(36)}`

/** Where the page's heading and first field lie on the page (not on the screen: it may scroll). */
async function firstThings(page: Page) {
  const top = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY))
  return { heading: await top('main h1'), prompt: await top('main textarea') }
}

for (const size of [
  { width: 1400, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the job dock opens over the page without moving it, at ${size.width} px`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(size)
    await connectDemo(page, 'Creator')
    const create = new CreatePage(page)
    const tray = new JobTray(page)
    await create.goto()
    const before = await firstThings(page)
    const prompt = unique('A lighthouse in the fog')
    await create.prompt().fill(prompt)
    await create.generate().click()
    await expect(tray.toggle()).toBeVisible({ timeout: 20_000 })
    // The count arriving in the top bar moved nothing.
    expect(await firstThings(page)).toEqual(before)
    await tray.open()
    await expect(tray.job(prompt)).toBeVisible()
    // Open, it lies over the page: the heading and the first field are where they were.
    expect(await firstThings(page)).toEqual(before)
    expect(await dockProblems(page)).toEqual([])
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(sideways).toBe(0)
    // Each row shows its way to the result and its dismissal inside the dock.
    await expect(tray.job(prompt).getByRole('button', { name: /^Dismiss/ })).toBeInViewport()
    // Escape folds it, and the page is back to the person.
    await page.keyboard.press('Escape')
    await expect(tray.region()).toBeHidden()
    await expect(tray.toggle()).toHaveAttribute('aria-expanded', 'false')
    await expect(tray.toggle()).toBeFocused()
  })
}

test('on a phone the top bar is one short row, and the menu holds the navigation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await connectDemo(page, 'Creator')
  const bar = page.getByRole('banner')
  const height = (await bar.boundingBox())?.height ?? 0
  expect(height).toBeLessThanOrEqual(64)
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav).toBeHidden()
  // The browser's own disclosure: it opens at once, scripts or not.
  await bar.locator('summary', { hasText: 'Menu' }).click()
  await expect(nav.getByRole('link', { name: 'Gallery' })).toBeVisible()
  await nav.getByRole('link', { name: 'Gallery' }).click()
  await expect(page).toHaveURL(/\/gallery$/)
  // Followed, the menu folds itself.
  await expect(nav).toBeHidden()
})

test('every key typed right after Ctrl+K reaches the palette', async ({ page }) => {
  await connectDemo(page, 'Creator')
  await page.goto('/gallery')
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  // A connection like a person's: code asked for from now on arrives a moment later.
  await page.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400))
    await route.continue()
  })
  await page.keyboard.press('Control+k')
  await page.keyboard.type('lighthouse', { delay: 25 })
  const field = page.getByRole('dialog', { name: 'Commands' }).getByRole('combobox')
  await expect(field).toHaveValue('lighthouse')
  await expect(field).toBeFocused()
  // And the page heard none of them: its own shortcuts (? opens the keyboard map) stayed still.
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveCount(0)
})
