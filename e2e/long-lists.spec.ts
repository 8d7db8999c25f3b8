import { expect, test } from '@playwright/test'
import { shiftsSoFar, watchShifts } from './support/layout-shifts'

// A long list lays out and paints only what nears the screen (docs/architecture.md, "Long
// lists"): on a phone the Models page's first paint styles a few of its cards, not all of them.
// A card takes its room when it comes near: scrolling the whole catalog moves nothing on screen.
test('the Models page lays out the cards near the screen only, and scrolling moves nothing', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  expect((await page.request.post('/api/session', { data: { demo: 'creator' } })).ok()).toBe(true)
  await watchShifts(page)
  await page.goto('/models')
  const headings = page.getByRole('article').getByRole('heading', { level: 3 })
  await expect(headings.first()).toBeVisible()
  const rendered = () =>
    headings.evaluateAll((all) =>
      all.map((h) => h.checkVisibility({ contentVisibilityAuto: true })),
    )
  const atTop = await rendered()
  expect(atTop.length).toBeGreaterThan(20)
  expect(atTop[0]).toBe(true)
  expect(atTop.filter(Boolean).length, 'cards laid out at the top').toBeLessThan(atTop.length / 3)

  await page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(() => done(null)))
    for (let y = 0; y <= document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y)
      await frame()
      await frame()
    }
  })
  await expect(headings.last()).toBeInViewport()
  expect((await rendered()).at(-1)).toBe(true)
  const { total, moved } = await shiftsSoFar(page)
  expect(total, `layout shifts while scrolling:\n${moved}`).toBeLessThanOrEqual(0.02)
})
