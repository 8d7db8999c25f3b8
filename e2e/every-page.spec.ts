import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { TOOL_IDS } from '@/lib/media/tools'
import { AudioPage } from './pages/audio-page'
import { CreatePage } from './pages/create-page'
import { connectDemo } from './support/connect-demo'
import { showTheme } from './support/shots'
import {
  controlsUnderDock,
  dockProblems,
  glyphsOutsideTypeface,
  idsThatAreNotNames,
  machineText,
  screenText,
  sidewaysProblems,
  blurWithNothingBehind,
} from './support/page-checks'

// Every page of the studio, one short test per page and width, signed in once as the demo
// creator with jobs in the dock (started once, for real): nothing scrolls sideways, no enabled
// control lies under the folded job dock, the open dock moves nothing and fits the screen, no
// machine text on screen with the dock folded or open, light and dark (route paths, `{id}`
// templates, UUIDs, signed URL parameters, snake_case field names, scope names, a boolean or a
// bare number after a label, kebab-case ids, a reference in a message), no character the studio's
// typeface lacks (marks are icons), and full-page screenshots light and dark into .data/shots/
// for a person to look at.

const STATE = '.data/e2e-every-page/creator.json'
const WIDTHS = [
  { width: 1400, height: 900 },
  { width: 390, height: 844 },
] as const

interface Ids {
  image: string
  video: string
  audio: string
  audioUrl: string
}

interface Listed {
  id: string
  order_id?: string | null
  status: string
  outputs?: { url?: string | null; media_type?: string | null }[]
}

/** The account's newest generations, as the service lists them. */
async function listedGenerations(page: Page): Promise<Listed[]> {
  const response = await page.request.get('/api/v1/generations?limit=100')
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { generations: Listed[] }).generations
}

async function seededIds(page: Page): Promise<Ids> {
  const generations = await listedGenerations(page)
  const done = generations.filter((g) => g.status === 'completed' && !g.order_id)
  const kindOf = (o: { url?: string | null; media_type?: string | null }) =>
    o.media_type?.split('/')[0] ??
    (/\.(png|jpe?g|webp)\b/.test(o.url ?? '')
      ? 'image'
      : /\.(mp4|webm|mov)\b/.test(o.url ?? '')
        ? 'video'
        : /\.(mp3|wav|ogg|m4a)\b/.test(o.url ?? '')
          ? 'audio'
          : null)
  const typed = (kind: string) => done.find((g) => g.outputs?.some((o) => kindOf(o) === kind))
  const audio = typed('audio')!
  return {
    image: typed('image')!.id,
    video: typed('video')!.id,
    audio: audio.id,
    audioUrl: audio.outputs!.find((o) => kindOf(o) === 'audio')!.url!,
  }
}

/**
 * An order the service has now. Looked up as the page is visited, not with the other ids: at the
 * tests' pace the demo renews its orders every few seconds and retires the copies it replaced,
 * so an order named minutes earlier may be gone by the time its page is shot.
 */
async function liveOrder(page: Page): Promise<string> {
  const generations = await listedGenerations(page)
  const named = [...new Set(generations.flatMap((g) => (g.order_id ? [g.order_id] : [])))]
  for (const order of named) {
    const found = await page.request.get(`/api/v1/premium-video/orders/${order}`)
    if (found.ok()) return order
  }
  throw new Error(`none of the ${named.length} orders the history names is still there`)
}

/** Signs in once and starts two cheap jobs through the forms, so the dock holds real jobs. */
async function signInWithJobs(browser: Browser): Promise<Ids> {
  // Signed out: the file-wide storage state is what this writes.
  const context = await browser.newContext({
    viewport: { width: 1400, height: 900 },
    storageState: { cookies: [], origins: [] },
  })
  const page = await context.newPage()
  await connectDemo(page, 'Creator')
  const create = new CreatePage(page)
  await create.goto()
  await create.prompt().fill('A lantern in the fog')
  await create.generate().click()
  await expect(create.confirmation()).toBeVisible({ timeout: 20_000 })
  const audio = new AudioPage(page)
  await audio.goto('?tab=speech')
  await audio.speechText().fill('Good evening, and welcome back.')
  await audio.generateSpeech().click()
  await expect(page).toHaveURL(/speech=/, { timeout: 20_000 })
  await page.evaluate(() => localStorage.setItem('media-studio:job-dock', 'folded'))
  const ids = await seededIds(page)
  mkdirSync('.data/e2e-every-page', { recursive: true })
  await context.storageState({ path: STATE })
  await context.close()
  return ids
}

/** Every page, and the states reached by a link (a remix, a detail, a chosen tool, stems of a URL). */
const PAGES: { name: string; path: (ids: Ids, page: Page) => string | Promise<string> }[] = [
  { name: 'create', path: () => '/create' },
  { name: 'create-remix', path: (ids) => `/create?remix=${ids.image}` },
  { name: 'gallery', path: () => '/gallery' },
  { name: 'gallery-detail', path: (ids) => `/gallery?view=${ids.video}` },
  // The gallery's search (its words in the URL), a search with its keys as chips, and one that
  // finds nothing.
  { name: 'gallery-search', path: () => '/gallery?q=lantern' },
  { name: 'gallery-search-keys', path: () => '/gallery?q=kind%3Aimage%20before%3A2099-01-01' },
  { name: 'gallery-search-nothing', path: () => '/gallery?q=zebra%20tag%3Anothing' },
  { name: 'tools', path: () => '/tools' },
  { name: 'tools-dubbing', path: (ids) => `/tools?tool=dubbing&from=${ids.video}` },
  { name: 'assets', path: () => '/assets' },
  { name: 'audio', path: () => '/audio' },
  { name: 'audio-speech', path: () => '/audio?tab=speech' },
  {
    name: 'audio-stems',
    path: (ids) => `/audio?split=${encodeURIComponent(ids.audioUrl)}&from=${ids.audio}`,
  },
  { name: 'story', path: () => '/story' },
  { name: 'orders', path: () => '/orders' },
  { name: 'order', path: async (_, page) => `/orders/${await liveOrder(page)}` },
  { name: 'orders-queue', path: () => '/orders/queue' },
  { name: 'models', path: () => '/models' },
  { name: 'usage', path: () => '/usage' },
  { name: 'boards', path: () => '/boards' },
  { name: 'runs', path: () => '/runs' },
]

const IDS = '.data/e2e-every-page/ids.json'

/**
 * The sign-in and its jobs, made once per run: a test that fails restarts the worker, and the
 * next one finds them here (checked against the service, so a previous run's are never reused).
 */
async function signedIn(browser: Browser): Promise<Ids> {
  if (existsSync(STATE) && existsSync(IDS)) {
    const kept = JSON.parse(readFileSync(IDS, 'utf8')) as Ids
    const context = await browser.newContext({ storageState: STATE })
    const status = await context.request.get(`/api/v1/generate/media/${kept.image}`)
    await context.close()
    if (status.ok()) return kept
  }
  const made = await signInWithJobs(browser)
  writeFileSync(IDS, JSON.stringify(made))
  return made
}

let ids: Ids | null = null
/** The catalog's model ids: the screen names models, it never shows their ids. */
let modelIds: string[] = []
test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000)
  ids = await signedIn(browser)
  const context = await browser.newContext({ storageState: STATE })
  const catalog = await context.request.get('/api/v1/models')
  expect(catalog.ok()).toBe(true)
  const { models } = (await catalog.json()) as {
    models: Parameters<typeof idsThatAreNotNames>[0]
  }
  // The studio's own ids too: its tools' ("remove-background") are words only in its code.
  modelIds = idsThatAreNotNames(models, TOOL_IDS)
  await context.close()
})
test.use({ storageState: STATE })

/** The page has settled: its heading is there and nothing says it is loading. */
async function settle(page: Page) {
  await page.waitForLoadState('load')
  // A detail opened by the URL is a modal dialog: the page's own heading is behind it.
  await expect(page.locator('h1').first()).toBeAttached({ timeout: 20_000 })
  await expect(page.getByText(/^Loading\b/)).toHaveCount(0, { timeout: 20_000 })
  // The page is in its HTML; a detail its URL opens (?view=) shows once the dialog's code is in.
  const url = new URL(page.url())
  if (url.searchParams.has('view')) {
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 })
  } else if (url.pathname === '/gallery') {
    // The list is in the HTML; its grid lays out once the grid's code is in. A search draws its
    // results once they are read, or says it found nothing.
    const firstTile = page.getByRole('list', { name: 'Generations' }).getByRole('listitem').first()
    const nothing = page.getByRole('heading', { name: /^Nothing you made matches/ })
    await expect(url.searchParams.has('q') ? firstTile.or(nothing) : firstTile).toBeVisible({
      timeout: 20_000,
    })
    await expect(page.getByText(/^Searching…/)).toHaveCount(0, { timeout: 20_000 })
  }
  await page.evaluate(() => document.fonts.ready)
}

async function shoot(page: Page, name: string, width: number) {
  for (const dark of [false, true]) {
    await showTheme(page, dark)
    await page.screenshot({
      path: `.data/shots/every-${name}-${width}-${dark ? 'dark' : 'light'}.png`,
      fullPage: true,
    })
  }
  await showTheme(page, null)
}

for (const { name, path } of PAGES) {
  test.describe(name, () => {
    for (const size of WIDTHS) {
      test(`${size.width} px`, async ({ page }) => {
        const errors: string[] = []
        page.on('pageerror', (error) => errors.push(`page error: ${error.message}`))
        await page.setViewportSize(size)
        await page.goto(await path(ids!, page))
        await settle(page)
        // By its wiring, not its role: behind a modal dialog the page is hidden from the role tree.
        const toggle = page.locator('[aria-controls="job-dock-panel"]')
        await expect(toggle).toHaveAttribute('aria-expanded', 'false')
        // The words on screen, light and dark (a theme may show or hide a word of its own).
        const onScreen: string[] = []
        for (const dark of [false, true]) {
          await showTheme(page, dark)
          onScreen.push(await screenText(page))
        }
        await showTheme(page, null)
        const words = onScreen.join('\n')
        const problems = [
          ...(await controlsUnderDock(page)).map((c) => `“${c}” lies under the folded dock`),
          ...machineText(words, modelIds),
          ...glyphsOutsideTypeface(words),
          ...(await sidewaysProblems(page)),
          ...(await blurWithNothingBehind(page)),
          // Each of these pages shows something that exists: a screenshot of a refusal proves nothing.
          ...(/\bwas not found\b/.test(words) ? ['the page says what it shows was not found'] : []),
        ]
        await shoot(page, name, size.width)
        // Behind a modal dialog nothing of the page can be reached, the dock neither.
        if ((await page.getByRole('dialog').count()) === 0) {
          const before = await page.locator('h1').first().boundingBox()
          await toggle.click()
          await expect(page.getByRole('region', { name: 'Job tray' })).toBeVisible()
          // Open, it lies over the page (which moves not a pixel), fits the screen, and speaks
          // in words, light and dark.
          const after = await page.locator('h1').first().boundingBox()
          if (after?.y !== before?.y) problems.push('dock open: the page moved')
          for (const p of await dockProblems(page)) problems.push(`dock open: ${p}`)
          for (const p of await sidewaysProblems(page)) problems.push(`dock open: ${p}`)
          for (const dark of [false, true]) {
            await showTheme(page, dark)
            for (const p of machineText(await screenText(page), modelIds))
              problems.push(`dock open: ${p}`)
          }
          await showTheme(page, null)
          await page.getByRole('button', { name: 'Fold' }).click()
        }
        // Once each: the same words light and dark are one finding.
        expect([...new Set([...problems, ...errors])]).toEqual([])
      })
    }
  })
}

// The palette's results: what it shows of a search, at both widths, light and dark.
for (const size of WIDTHS) {
  test(`the palette's results, ${size.width} px`, async ({ page }) => {
    await page.setViewportSize(size)
    await page.goto('/create')
    await settle(page)
    await page.keyboard.press('Control+k')
    await page.keyboard.type('lantern kind:image')
    const results = page.getByRole('group', { name: 'Your results' }).getByRole('option')
    await expect(results.first()).toBeVisible({ timeout: 20_000 })
    const onScreen = await screenText(page)
    const problems = [
      ...machineText(onScreen, modelIds),
      ...glyphsOutsideTypeface(onScreen),
      ...(await sidewaysProblems(page)),
    ]
    await shoot(page, 'palette-results', size.width)
    expect(problems).toEqual([])
  })
}
