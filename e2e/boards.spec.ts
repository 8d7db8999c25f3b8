import { readFile } from 'node:fs/promises'
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { entryNames } from '../lib/server/downloads/zip-request'
import { readStoredZip } from '../lib/test/read-zip'
import { CreatePage } from './pages/create-page'
import { GalleryPage } from './pages/gallery-page'
import { JobTray } from './pages/job-tray'
import { shoot } from './support/shots'

const unique = (text: string) => `${text} ${Date.now().toString(36)}`

async function connectAs(page: Page, demo: 'creator' | 'team' | 'readonly' | 'empty') {
  const response = await page.request.post('/api/session', { data: { demo } })
  expect(response.ok()).toBe(true)
}

/** The browsers a test opened besides its own: closed after it, like its own. */
const opened: BrowserContext[] = []
test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((context) => context.close()))
})

/**
 * Another browser, signed in as a demo account. Closed after the test: left open, its pages go on
 * polling, and they announce to their account the order questions of later tests (as another of
 * its devices would), which those tests then rightly do not announce again.
 */
async function newPage(browser: Browser, demo: 'creator' | 'team' | 'readonly' | 'empty') {
  const context = await browser.newContext()
  opened.push(context)
  const page = await context.newPage()
  await connectAs(page, demo)
  return page
}

async function makeBoard(page: Page, name: string) {
  await page.goto('/boards')
  await page.getByRole('textbox', { name: 'New board' }).fill(name)
  await page.getByRole('button', { name: 'Make board' }).click()
  // The workspace's database may be slow to answer on a loaded machine.
  await expect(page.getByRole('link', { name })).toBeVisible({ timeout: 30_000 })
}

const selectBoxes = (gallery: GalleryPage) =>
  gallery.grid().getByRole('checkbox', { name: /^Select / })
const titleOf = async (box: ReturnType<typeof selectBoxes>) =>
  ((await box.getAttribute('aria-label')) ?? '').replace(/^Select /, '')

test('stars and a board made in one browser show in another of the account, never to another account', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000)
  await connectAs(page, 'creator')
  const board = unique('Picks')
  await makeBoard(page, board)

  const gallery = new GalleryPage(page)
  await gallery.goto('?status=completed')
  const boxes = selectBoxes(gallery)
  await expect(boxes.nth(2)).toBeAttached()
  const titles = [
    await titleOf(boxes.nth(0)),
    await titleOf(boxes.nth(1)),
    await titleOf(boxes.nth(2)),
  ]

  // A click, then Shift-click two further on: the three in between are chosen.
  await boxes.nth(0).check()
  await boxes.nth(2).click({ modifiers: ['Shift'] })
  const bar = page.getByRole('region', { name: 'Selection' })
  await expect(bar).toContainText('3 selected')
  // By place, not by title: two outputs may share one (two separations of one song).
  for (const index of [0, 1, 2]) await expect(boxes.nth(index)).toBeChecked()

  // Star the first from its tile.
  const tiles = gallery
    .grid()
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox', { name: /^Select / }) })
  const star = tiles.nth(0).getByRole('button', { name: /^Star / })
  await tiles.nth(0).hover()
  await star.click()
  await expect(star).toHaveAttribute('aria-pressed', 'true')

  // Add the three to the board from the bar.
  await bar.getByRole('button', { name: 'Add to board…' }).click()
  await bar.getByLabel('Board', { exact: true }).selectOption({ label: board })
  await bar.getByRole('button', { name: 'Add to board', exact: true }).click()
  await expect(bar).toContainText(`Added 3 outputs to “${board}”.`)
  await shoot(page, 'boards-gallery-selection')

  // One ZIP, streamed by the studio, with a file for each chosen output.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    bar.getByRole('button', { name: 'Download ZIP' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('media-studio-outputs.zip')
  const entries = readStoredZip(await readFile((await download.path())!))
  const names = [...entries.keys()]
  expect(names).not.toContain('not-included.txt')
  // Each named from its title, made safe as the server makes every entry name.
  for (const title of titles) {
    const safe = entryNames([title.slice(0, 40)])[0]!
    expect(
      names.some((n) => n.startsWith(safe)),
      `“${safe}” in ${names.join(', ')}`,
    ).toBe(true)
  }
  for (const bytes of entries.values()) expect(bytes.byteLength).toBeGreaterThan(0)

  // Ctrl+A chooses every tile of the list, drawn or not (the grid draws only those near the
  // screen); Escape clears.
  await gallery.heading().click()
  await page.keyboard.press('ControlOrMeta+a')
  const summary = await page.getByText(/^\d+ generations?, newest first/).textContent()
  const listed = Number(summary!.match(/^(\d+)/)![1])
  expect(listed).toBeGreaterThanOrEqual(await boxes.count())
  await expect(bar).toContainText(`${listed} selected`)
  for (const index of [0, 1, 2]) await expect(boxes.nth(index)).toBeChecked()
  await page.keyboard.press('Escape')
  await expect(bar).toBeHidden()

  // Space on a focused tile chooses it.
  await tiles
    .nth(1)
    .getByRole('button', { name: /^Open / })
    .focus()
  await page.keyboard.press('Space')
  await expect(bar).toContainText('1 selected')
  await expect(gallery.detail()).toBeHidden()

  // The same account in another browser sees the star and the board.
  const other = await newPage(browser, 'creator')
  const otherGallery = new GalleryPage(other)
  await otherGallery.goto('?starred=1')
  await expect(otherGallery.tile(titles[0]!).first()).toBeVisible()
  await other.goto('/boards')
  await expect(other.getByRole('listitem').filter({ hasText: board })).toContainText('3 outputs')
  await other.getByRole('link', { name: board }).click()
  await expect(other.getByRole('heading', { level: 1, name: board })).toBeVisible()
  for (const title of titles) await expect(otherGallery.tile(title).first()).toBeVisible()
  await shoot(other, 'boards-board-page')
  // Nothing scrolls sideways at 390 px, once the grid has laid its rows out for the new width
  // (it measures its own width, so the rows of the wider window stand until it has).
  await other.setViewportSize({ width: 390, height: 900 })
  await expect
    .poll(() => other.evaluate(() => document.documentElement.scrollWidth), { timeout: 5_000 })
    .toBeLessThanOrEqual(390)

  // Another account sees none of it, in words.
  const stranger = await newPage(browser, 'team')
  await stranger.goto('/boards')
  await expect(stranger.getByRole('heading', { name: 'No boards yet' })).toBeVisible()
  await stranger.goto(`/gallery?starred=1`)
  await expect(stranger.getByRole('heading', { name: 'No starred outputs yet' })).toBeVisible()
  const boardUrl = new URL(other.url()).pathname
  await stranger.goto(boardUrl)
  await expect(stranger.getByRole('heading', { name: 'This board does not exist' })).toBeVisible()
})

test('a board chosen on Create collects the output of the job started with it', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await connectAs(page, 'creator')
  const board = unique('From create')
  await makeBoard(page, board)
  await page.getByRole('link', { name: board }).click()
  await page.getByRole('link', { name: 'Generate into this board' }).click()

  const create = new CreatePage(page)
  await expect(page.getByLabel('Save results to')).toHaveValue(/.+/)
  const prompt = unique('A kite over dunes')
  await create.prompt().fill(prompt)
  await create.generate().click()
  await expect(create.confirmation()).toBeVisible()
  const tray = new JobTray(page)
  await tray.open()
  await tray.expectOutcome(prompt, 'Completed')

  // The workspace adds it when the job's end is recorded (the browser sends that on its own).
  await page.goto('/boards')
  await page.getByRole('link', { name: board }).click()
  await expect(page.getByRole('heading', { level: 1, name: board })).toBeVisible()
  await expect(async () => {
    await page.reload()
    await expect(new GalleryPage(page).tile(prompt)).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 60_000 })
})

test('a read-only account and an empty one are told what happens, in words', async ({
  browser,
}) => {
  const readonly = await newPage(browser, 'readonly')
  const gallery = new GalleryPage(readonly)
  await gallery.goto('?status=completed')
  await expect(readonly.getByText(/generations?, newest first/)).toBeVisible({ timeout: 30_000 })
  const first = selectBoxes(gallery).first()
  const none = readonly.getByRole('heading', { name: /Nothing matches|No generations/ })
  // The grid's code loads after the list: wait for the tiles or the words, then look.
  await expect(first.or(none)).toBeVisible({ timeout: 30_000 })
  if (await first.count()) {
    await first.check()
    const bar = readonly.getByRole('region', { name: 'Selection' })
    // The key may only look: what it can do with a selection (download, compare) is offered,
    // what it cannot (the library, stars, boards) is not, and the frame's note says so once.
    await expect(bar.getByRole('button', { name: 'Compare two' })).toBeVisible()
    for (const cannot of ['Save to library…', 'Star', 'Add to board…'])
      await expect(bar.getByRole('button', { name: cannot })).toHaveCount(0)
    await expect(readonly.getByRole('note')).toContainText('cannot generate')
  } else {
    await expect(none).toBeVisible()
  }

  test.setTimeout(120_000)
  const empty = await newPage(browser, 'empty')
  await empty.goto('/boards')
  await expect(empty.getByRole('heading', { name: 'No boards yet' })).toBeVisible()
  await empty.goto('/gallery?starred=1')
  await expect(empty.getByRole('heading', { name: 'No starred outputs yet' })).toBeVisible()
})
