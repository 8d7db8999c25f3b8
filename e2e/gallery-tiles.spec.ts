import { expect, test, type Page } from '@playwright/test'
import { GalleryPage } from './pages/gallery-page'
import { arriveOrder } from './pages/orders-page'

async function openGallery(page: Page) {
  const response = await page.request.post('/api/session', { data: { demo: 'creator' } })
  expect(response.ok()).toBe(true)
  const gallery = new GalleryPage(page)
  await gallery.goto()
  await expect(gallery.items().first()).toBeVisible()
  return gallery
}

for (const width of [1400, 390]) {
  test(`gallery at ${width} px: media tiles with posters and covers, orders on their shelf`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    const gallery = await openGallery(page)

    // Orders sit on a shelf of their own and leave the grid to media.
    const shelf = page.getByRole('region', { name: /Premium video orders/ })
    await expect(shelf).toBeVisible()
    await expect(shelf.getByRole('link').first()).toBeVisible()
    await expect(gallery.grid().getByText('Open in Orders')).toHaveCount(0)
    await expect(gallery.grid().getByRole('link')).toHaveCount(0)

    // Every video tile shows a picture before it is played: a thumbnail, or a frame in.
    await expect(gallery.grid().locator('img, video').first()).toBeVisible()
    const videos = gallery.grid().locator('video')
    for (const src of await videos.evaluateAll((els) =>
      els.map((el) => (el as HTMLVideoElement).getAttribute('src')),
    ))
      expect(src).toMatch(/#t=\d/)
    // Songs get cover art, not a bare note glyph.
    await expect(gallery.grid().getByText('♪')).toHaveCount(0)
    const song = gallery.items().filter({ has: page.getByRole('button', { name: /^Play / }) })
    await expect(song.first().locator('[aria-hidden="true"] span').first()).toBeVisible()

    // Nothing scrolls sideways.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })
}

// A detail its URL opens (a shared link, a reload) is what the page is for: its media loads and
// paints without the grid's thumbnails or the order shelf's posters beside it, and both are drawn
// once it is closed. Opened from the grid, a detail leaves the grid in place.
test('a detail opened by its URL comes first; the grid and posters behind it are drawn once it is closed', async ({
  page,
}) => {
  test.setTimeout(240_000)
  // An order whose one question has closed goes on to production and delivery, seconds later at
  // the e2e time scale: its poster heads the shelf.
  await arriveOrder(page.request, {
    account: 'creator',
    title: 'Poster check',
    questions: [{ question: 'Which cut?', options: ['Short', 'Long'], window_seconds: 0 }],
  })
  const gallery = await openGallery(page)
  const grid = page.locator('[aria-label="Generations"]')
  const posters = page.locator('section[aria-labelledby="order-shelf-title"]').locator('img, video')
  await expect
    .poll(
      async () => {
        await page.reload()
        await expect(gallery.items().first()).toBeVisible()
        return posters.count()
      },
      { timeout: 200_000, intervals: [3000] },
    )
    .toBeGreaterThan(0)
  await gallery.items().first().getByRole('button').first().click()
  await expect(gallery.detail()).toBeVisible()
  await expect(grid).toHaveCount(1)
  const view = new URL(page.url()).searchParams.get('view')
  expect(view).toBeTruthy()

  await gallery.goto(`?view=${view}`)
  await expect(page.getByText(/generations?, newest first/)).toBeVisible()
  await expect(grid).toHaveCount(0)
  await expect(page.locator('#order-shelf-title')).toBeAttached()
  await expect(posters).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(gallery.detail()).toHaveCount(0)
  await expect(gallery.items().first()).toBeVisible()
  await expect(posters.first()).toBeVisible()
})
