import { expect, test, type Locator, type Page } from '@playwright/test'
import { arriveOrder } from './pages/orders-page'
import { shiftsSoFar, watchShifts } from './support/layout-shifts'
import { seededSongDetail } from './support/seeded-song'

// What arrives after the first paint (the orders' questions and deadlines, the story editor,
// Create's form and boards, the balance, the jobs count) takes the room kept for it: nothing already on screen moves. Layout
// shift is a figure of the layout, not a time, so it can be asserted: at most 0.02 from the
// navigation until the page has all it reads (Lighthouse counts 0.1 and more as poor). The review
// queue shows its questions once every order was read: one shown earlier would be joined by
// others above it (nearest deadline first).
const MAX_SHIFT = 0.02
const WIDTHS = [
  { width: 1400, height: 900 },
  { width: 390, height: 844 },
]
const LONG_WINDOW = 86_400 // a service day: about 29 minutes at the e2e time scale
/** After the page has what it reads: late effects (counts, announcements) land meanwhile. */
const SETTLE_MS = 1500

/** The order made for this run (its questions stay open throughout), and a song's detail. */
let layoutOrder = ''
let songDetail = ''

async function shiftAfterLoad(page: Page, { path, loaded, phoneCpu }: (typeof PAGES)[number]) {
  await watchShifts(page)
  if (phoneCpu) {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  }
  const paths: Record<string, string> = {
    [ORDER_PAGE]: `/orders/${layoutOrder}`,
    [SONG]: songDetail,
  }
  await page.goto(paths[path] ?? path)
  await loaded(page)
  await page.waitForTimeout(SETTLE_MS)
  return shiftsSoFar(page)
}

const FIRST_LOOK = { timeout: 45_000 }
const ORDER_PAGE = '/orders/<the layout check>'
const SONG = '/gallery?view=<a song>'
const noneLeft = (locator: Locator) => expect(locator).toHaveCount(0, FIRST_LOOK)

const PAGES: {
  path: string
  loaded: (page: Page) => Promise<void>
  /** Loaded on a phone's CPU (4x slower), so what the server sent is painted before the rest. */
  phoneCpu?: boolean
}[] = [
  {
    path: '/orders',
    loaded: async (page) => {
      await expect(page.getByRole('list', { name: 'Orders' })).toBeVisible(FIRST_LOOK)
      await noneLeft(page.getByText('Reading questions…'))
    },
  },
  {
    path: '/orders/queue',
    loaded: async (page) => {
      await expect(page.getByRole('list', { name: 'Open questions' })).toBeVisible(FIRST_LOOK)
      await noneLeft(page.getByText('Loading open questions…'))
    },
  },
  {
    // Served with the chosen model (the catalog read with the page); the form and the board
    // choice come after it, in the room kept for them.
    path: '/create',
    phoneCpu: true,
    loaded: async (page) => {
      await expect(page.getByRole('region', { name: 'Results' })).toBeVisible(FIRST_LOOK)
      await expect(page.getByLabel('Save results to')).toBeEnabled(FIRST_LOOK)
    },
  },
  {
    // Served with the order (read with the page); its questions, with their countdowns and
    // answer forms, come once the page is live, whole, below what was served.
    path: ORDER_PAGE,
    phoneCpu: true,
    loaded: async (page) => {
      await expect(page.getByRole('region', { name: 'Open questions' })).toBeVisible(FIRST_LOOK)
      await expect(page.getByRole('radio', { name: 'Calm' })).toBeVisible(FIRST_LOOK)
    },
  },
  {
    // Served open (the history read with the page); the waveform is drawn in the room kept for it.
    path: SONG,
    phoneCpu: true,
    loaded: async (page) => {
      const detail = page.getByRole('dialog')
      await expect(detail.getByRole('button', { name: /^Play / }).first()).toBeVisible(FIRST_LOOK)
      await expect(detail.getByRole('button', { name: /^Play /, disabled: true })).toHaveCount(
        0,
        FIRST_LOOK,
      )
      await expect(detail.getByText('Checking which tools apply…')).toHaveCount(0)
    },
  },
  {
    // Served with the newest history page; the charts draw in boxes of their own height, and the
    // older pages' progress reads at the foot of the page.
    path: '/usage',
    phoneCpu: true,
    loaded: async (page) => {
      await expect(page.getByTestId('spend-total')).toBeVisible(FIRST_LOOK)
      await expect(page.locator('[data-chart]').first()).toBeVisible(FIRST_LOOK)
      await noneLeft(page.getByTestId('history-progress'))
      await noneLeft(page.getByText('Reading your orders…'))
    },
  },
  {
    path: '/story',
    loaded: async (page) => {
      await expect(page.getByLabel('Scene 1 prompt')).toBeVisible(FIRST_LOOK)
      await noneLeft(page.getByRole('region', { name: 'Past stories' }).getByText('Loading…'))
    },
  },
]

test.beforeAll(async ({ browser }) => {
  // A fresh emulator renders its seed history first: wait until the creator's orders are there,
  // then add one whose questions stay open for the whole run (the seeded windows are short).
  test.setTimeout(240_000)
  const page = await browser.newPage()
  expect((await page.request.post('/api/session', { data: { demo: 'creator' } })).ok()).toBe(true)
  await expect
    .poll(
      async () => {
        const res = await page.request.get('/api/v1/generations?generation_type=premium-video')
        const body = res.ok() ? ((await res.json()) as { generations: unknown[] }) : null
        return body?.generations.length ?? 0
      },
      { timeout: 220_000, intervals: [2000] },
    )
    .toBeGreaterThan(0)
  const { order_id } = await arriveOrder(page.request, {
    account: 'creator',
    title: 'Layout check',
    questions: [
      // Named per run: a retry runs this again, and the orders tests read the queue by names.
      {
        question: `Which ending? ${Date.now().toString(36)}`,
        options: ['Calm', 'Bold'],
        window_seconds: LONG_WINDOW,
      },
    ],
  })
  layoutOrder = order_id
  songDetail = await seededSongDetail(page.request)
  await page.close()
})

for (const viewport of WIDTHS) {
  for (const entry of PAGES) {
    const { path } = entry
    test(`${path} at ${viewport.width} px: nothing moves while it loads`, async ({ page }) => {
      await page.setViewportSize(viewport)
      expect((await page.request.post('/api/session', { data: { demo: 'creator' } })).ok()).toBe(
        true,
      )
      const { total, moved } = await shiftAfterLoad(page, entry)
      expect(total, `layout shifts on ${path}:\n${moved}`).toBeLessThanOrEqual(MAX_SHIFT)
    })
  }
}

// The count of open questions comes once the orders are read, after every page is shown (the
// layout check's order keeps one open): it is laid over Orders' corner, so no link of the main
// navigation moves. Set beside the label, it pushed every link after Orders aside on every page (a
// shift too small for the page's figure above, seen in every Lighthouse run).
for (const viewport of WIDTHS) {
  test(`the count beside Orders moves no link of the navigation at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    expect((await page.request.post('/api/session', { data: { demo: 'creator' } })).ok()).toBe(true)
    await watchShifts(page)
    await page.goto('/boards')
    // Below `xl` the navigation is in the top bar's Menu: open, as a person looking for Orders.
    const menu = page.getByRole('banner').locator('summary', { hasText: 'Menu' })
    if (await menu.isVisible()) await menu.click()
    const orders = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: /^Orders\W+\d+ questions? needs? an answer$/,
    })
    await expect(orders).toBeVisible(FIRST_LOOK)
    await page.waitForTimeout(SETTLE_MS)
    const { total, moved } = await shiftsSoFar(page, { navigationOnly: true })
    expect(total, `the navigation moved:\n${moved}`).toBe(0)
  })
}

// wavesurfer.js draws the whole waveform again whenever its box changes width: the box is as wide
// while the song loads as once it is drawn, so a detail draws it once (a phone's CPU spent about
// 60 ms on the second drawing).
test("a song's waveform box keeps its width from loading to ready", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  expect((await page.request.post('/api/session', { data: { demo: 'creator' } })).ok()).toBe(true)
  await page.addInitScript(() => {
    const widths: number[] = []
    Object.assign(window, { waveformWidths: widths })
    new MutationObserver(() => {
      const box = document.querySelector('[data-waveform]')
      // A width read while the HTML is parsed before the stylesheet has arrived is a layout
      // nobody sees (the page is not painted until it has) and wavesurfer.js is not loaded yet:
      // the player's row is a flex row once the studio's styles apply.
      const row = box?.parentElement?.parentElement
      if (!box || !row || getComputedStyle(row).display !== 'flex') return
      const width = box.getBoundingClientRect().width
      if (widths.at(-1) !== width) widths.push(width)
    }).observe(document, { subtree: true, childList: true, attributes: true })
  })
  await page.goto(songDetail)
  const detail = page.getByRole('dialog')
  await expect(detail.getByRole('button', { name: /^Play / }).first()).toBeEnabled(FIRST_LOOK)
  const widths = await page.evaluate(
    () => (window as unknown as { waveformWidths: number[] }).waveformWidths,
  )
  expect(widths.length, `the waveform box's widths: ${widths.join(', ')}`).toBe(1)
})

// A question's countdown changes its words every second ("closes now", then "closed 2 seconds
// ago"): the card keeps its height through the window closing, on a phone too. On /orders the
// row then loses its deadline when the list is read again, and its order moves on to production
// and delivery (seconds later at the e2e time scale): the row keeps the line's room throughout.
// The demo renews its standing orders every few seconds at this time scale: a renewed order waits
// behind the list's "Show new orders" button instead of pushing the rows down.
const CLOSING_PAGES = [
  {
    path: '/orders/queue',
    row: (page: Page, names: Names) => rowWith(page, names.question),
    closed: async () => {},
  },
  {
    path: '/orders',
    row: (page: Page, names: Names) => rowWith(page, names.title),
    closed: (row: Locator) => expect(row.getByText('Delivered')).toBeVisible({ timeout: 60_000 }),
  },
]
type Names = { question: string; title: string }
const rowWith = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text })

for (const viewport of WIDTHS) {
  for (const { path, row, closed } of CLOSING_PAGES) {
    test(`${path}: a question whose window closes on screen moves nothing at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      expect((await page.request.post('/api/session', { data: { demo: 'creator' } })).ok()).toBe(
        true,
      )
      const run = Date.now().toString(36)
      const names = { question: `Closing soon? ${run}`, title: `Closing check ${run}` }
      // 400 of the service's seconds: about 8 s at the e2e time scale.
      await arriveOrder(page.request, {
        account: 'creator',
        title: names.title,
        questions: [{ question: names.question, options: ['Yes', 'No'], window_seconds: 400 }],
      })
      await watchShifts(page)
      await page.goto(path)
      const card = row(page, names)
      await expect(card.getByText(/^Window closes/)).toBeVisible(FIRST_LOOK)
      const openHeight = (await card.boundingBox())?.height
      await expect(card.getByText(/^Window closed .*ago$/)).toBeVisible({ timeout: 30_000 })
      await closed(card)
      await page.waitForTimeout(SETTLE_MS)
      const { total, moved } = await shiftsSoFar(page)
      expect(total, `layout shifts:\n${moved}`).toBeLessThanOrEqual(MAX_SHIFT)
      // A few pixels fewer on one row stay under the page's figure, and still move every row
      // below it: the row itself keeps its height exactly.
      expect((await card.boundingBox())?.height).toBe(openHeight)
    })
  }
}
