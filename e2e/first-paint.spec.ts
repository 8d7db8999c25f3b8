import { expect, test } from '@playwright/test'
import { GenerationsListResponse } from '@/lib/api/generations'
import { Board } from '@/lib/studio-api/boards'
import { studioPaths } from '@/lib/studio-api/routes'
import { z } from 'zod'
import { generationsRead } from '@/lib/queries/generations'
import { MODELS_READ } from '@/lib/queries/models'
import { arriveOrder } from './pages/orders-page'
import { seededSongDetail } from './support/seeded-song'

// The pages whose main content is one service read (the catalog on Models and Create, the history
// on the gallery and a detail its URL opens, the order on its page, the newest history on Usage) and
// the boards list and a board's page (the studio's own store) have it in the page as served, and the gallery its stars
// and boards:
// read on the server with the page (lib/server/first-reads.ts), it shows before the studio's
// scripts have run. Checked with those scripts refused: what shows then is the served HTML (with
// Next's inline scripts, which reveal streamed parts). An order's open questions are served whole,
// countdown and answer form; Create's form is never in it: it loads once the page is live.
test('Models, Create, the gallery, a detail, the orders, an order, usage, boards and a board show their content before the scripts run', async ({
  browser,
  page,
}) => {
  expect((await page.request.post('/api/session', { data: { demo: 'creator' } })).ok()).toBe(true)
  const { order_id } = await arriveOrder(page.request, {
    account: 'creator',
    title: 'Served with its page',
    brief: 'A brief that is in the served HTML',
    questions: [{ question: 'Which cut?', options: ['Short', 'Long'], window_seconds: 86_400 }],
  })
  const boardName = `Served board ${Date.now().toString(36)}`
  const made = await page.request.post(studioPaths.boards, { data: { name: boardName } })
  expect(made.ok()).toBe(true)
  const { board } = z.object({ board: Board }).parse(await made.json())
  const context = await browser.newContext({ storageState: await page.context().storageState() })
  await context.route(/\/_next\/static\/.*\.js(\?|$)/, (route) => route.abort())
  try {
    const served = await context.newPage()
    await served.goto('/models')
    await expect(served.getByRole('link', { name: /Use this model/ }).first()).toBeVisible()

    await served.goto('/create')
    await expect(served.getByText('Change model')).toBeVisible()
    await expect(served.getByText('Loading the form…')).toBeVisible()
    // "Save results to" holds the account's boards as served: taking them in once live would
    // render the whole page a second time.
    await expect(
      served.getByRole('option', { name: `the gallery and “${boardName}”` }),
    ).toBeAttached()

    await served.goto('/gallery')
    await expect(served.getByText(/\d+ generations?, newest first/)).toBeVisible()

    // A detail the URL opens is served open, over the gallery, with its star and the boards.
    const list = await served.request.get('/api/v1/generations?status=completed')
    const { generations } = GenerationsListResponse.parse(await list.json())
    // Not a premium order: an order's detail links to the order instead of a star and boards.
    const { id } = generations.find((g) => !g.order_id)!
    const starred = { items: [{ kind: 'media', id }], starred: true }
    expect((await page.request.put(studioPaths.stars, { data: starred })).ok()).toBe(true)
    const onBoard = { items: [{ kind: 'media', id }] }
    const added = await page.request.post(studioPaths.boardItems(board.id), { data: onBoard })
    expect(added.ok()).toBe(true)
    await served.goto(`/gallery?view=${id}`)
    const detail = served.getByRole('dialog')
    await expect(detail.getByText('Model', { exact: true })).toBeVisible()
    await expect(detail.getByRole('button', { name: /^Star / })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(detail.getByRole('option', { name: boardName })).toBeAttached()
    // It hangs from near the top of the screen (4% of its height), where it stands at any point of
    // the HTML's arrival (a centred one moves up as each part is parsed), and stays there when the
    // scripts make it modal.
    const viewport = served.viewportSize()!
    const servedTop = (await detail.boundingBox())!.y
    expect(servedTop).toBeCloseTo(viewport.height * 0.04, 0)
    await page.goto(`/gallery?view=${id}`)
    const live = page.getByRole('dialog')
    await expect.poll(() => live.evaluate((dialog) => dialog.matches(':modal'))).toBe(true)
    expect((await live.boundingBox())!.y).toBeCloseTo(servedTop, 0)

    // The orders list holds the account's orders as served (their questions follow once live).
    await served.goto('/orders')
    await expect(served.getByText('A brief that is in the served HTML')).toBeVisible()

    await served.goto(`/orders/${order_id}`)
    await expect(served.getByText('A brief that is in the served HTML')).toBeVisible()
    const question = served.getByRole('listitem', { name: 'Which cut?' })
    await expect(question.getByText(/^Window closes in /)).toBeVisible()
    await expect(question.getByRole('radio', { name: /Short/ })).toBeAttached()
    // Off until React runs it: a bare HTML form would reload the page instead of reviewing.
    await expect(question.getByRole('button', { name: 'Review answer' })).toBeDisabled()

    await served.goto('/usage')
    await expect(served.getByTestId('spend-total')).toContainText('credits in the last 30 days')

    await served.goto('/boards')
    await expect(served.getByRole('link', { name: boardName })).toBeVisible()

    // A board's page: its name and its outputs, read from the store with the page.
    await served.goto(`/boards/${board.id}`)
    await expect(served.getByRole('heading', { name: boardName })).toBeVisible()
    await expect(served.getByText('1 output', { exact: true })).toBeVisible()
    await expect(served.getByText(/^1 generation/)).toBeVisible()
  } finally {
    await context.close()
  }
})

test('the main navigation prefetches a page when pointed at, not at load', async ({ page }) => {
  expect((await page.request.post('/api/session', { data: { demo: 'creator' } })).ok()).toBe(true)
  const prefetched: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.searchParams.has('_rsc')) prefetched.push(url.pathname)
  })
  await page.goto('/create')
  await expect(page.getByRole('textbox', { name: /^Prompt/ })).toBeVisible()
  // Next prefetches links in view once the page is idle: give it the time to.
  await page.waitForLoadState('load')
  await page.waitForTimeout(2000)
  expect(prefetched, 'pages prefetched at load').toEqual([])
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('link', { name: 'Gallery' }).hover()
  await expect.poll(() => prefetched).toContain('/gallery')
  expect(prefetched.filter((path) => path !== '/gallery')).toEqual([])
})

test('the pages whose forms are built from the catalog come with it: the browser never reads it as they open', async ({
  page,
}) => {
  expect((await page.request.post('/api/session', { data: { demo: 'creator' } })).ok()).toBe(true)
  const catalogReads: string[] = []
  const historyReads: string[] = []
  const history = `/api${generationsRead({}).path}`
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url())
    if (pathname === `/api${MODELS_READ.path}`) catalogReads.push(page.url())
    if (pathname + search === history) historyReads.push(page.url())
  })
  // Arriving after the page is live, the catalog rendered the page again in one blocking task.
  // The tools read the history too (which drafts were finalized, which output a link names).
  for (const [path, ready] of [
    ['/create', page.getByRole('textbox', { name: /^Prompt/ })],
    ['/audio', page.getByRole('form', { name: 'New song' })],
    ['/story', page.getByRole('button', { name: 'Add scene' })],
    ['/tools', page.getByRole('tab', { name: 'Remove background', selected: true })],
  ] as const) {
    await page.goto(path)
    await expect(ready).toBeVisible()
  }
  expect(catalogReads).toEqual([])
  expect(historyReads.filter((url) => new URL(url).pathname === '/tools')).toEqual([])
})

// A page's first AudioContext opens the audio output: in Chromium here it held the main thread
// 160 ms and more. Waveforms are decoded offline (lib/media/waveform-peaks.ts), so a song's detail
// draws its waveform and is ready to play without one.
test("a song's detail draws its waveform without opening the audio output", async ({ page }) => {
  expect((await page.request.post('/api/session', { data: { demo: 'creator' } })).ok()).toBe(true)
  const songDetail = await seededSongDetail(page.request)
  await page.addInitScript(() => {
    const Live = window.AudioContext
    const opened = { count: 0 }
    Object.assign(window, { audioContextsOpened: opened })
    window.AudioContext = class extends Live {
      constructor(options?: AudioContextOptions) {
        super(options)
        opened.count++
      }
    }
  })
  await page.goto(songDetail)
  const play = page
    .getByRole('dialog')
    .getByRole('button', { name: /^Play / })
    .first()
  await expect(play).toBeEnabled({ timeout: 30_000 })
  const opened = () =>
    page.evaluate(
      () =>
        (window as unknown as { audioContextsOpened: { count: number } }).audioContextsOpened.count,
    )
  expect(await opened()).toBe(0)
  await play.click()
  await expect(
    page
      .getByRole('dialog')
      .getByRole('button', { name: /^Pause / })
      .first(),
  ).toBeVisible()
})
