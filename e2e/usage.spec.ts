import { expect, test, type Page } from '@playwright/test'
import { ROUTES } from '@/lib/api/routes'
import { READABLE_GENERATION_TYPES } from '@/features/usage/model/kinds'

const HISTORY_PATH = ROUTES.find((r) => r.id === 'v1_generations_list')!.path
const DAY_MS = 86_400_000

// Eight full-page screenshots per account on a shared machine.
test.describe.configure({ timeout: 180_000 })

async function connect(page: Page, demo: 'creator' | 'team' | 'empty') {
  const response = await page.request.post('/api/session', { data: { demo } })
  expect(response.ok()).toBe(true)
}

type Listed = { id: string; created_at?: string; credits_deducted?: number | null }

async function historyPage(page: Page, type?: string) {
  const filter = type ? `&generation_type=${encodeURIComponent(type)}` : ''
  const response = await page.request.get(`/api${HISTORY_PATH}?limit=100${filter}`)
  expect(response.ok()).toBe(true)
  return (await response.json()) as { generations: Listed[]; count: number; limit: number }
}

/**
 * The sum of credits_deducted over the last 30 UTC days, read straight from the service the way
 * the page may read it (the list has no cursor): the newest page, and when that page is full, one
 * page per generation type (features/usage/model/read-plan.ts).
 */
async function thirtyDaySum(page: Page) {
  const newest = await historyPage(page)
  const byId = new Map(newest.generations.map((g) => [g.id, g]))
  if (newest.count >= newest.limit) {
    const types = new Set<string>(READABLE_GENERATION_TYPES)
    newest.generations.forEach((g) => {
      const type = (g as { generation_type?: string }).generation_type
      if (type) types.add(type)
    })
    // As the page counts them (features/usage/model/spend.ts): a generation once, as first read.
    for (const type of types) {
      for (const g of (await historyPage(page, type)).generations)
        if (!byId.has(g.id)) byId.set(g.id, g)
    }
  }
  const start = Date.parse(new Date().toISOString().slice(0, 10)) - 29 * DAY_MS
  return [...byId.values()]
    .filter((g) => g.created_at && Date.parse(g.created_at) >= start)
    .reduce((sum, g) => sum + (g.credits_deducted ?? 0), 0)
}

async function shoot(page: Page, name: string) {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [1400, 390]) {
      await page.emulateMedia({ colorScheme: theme })
      await page.setViewportSize({ width, height: 1000 })
      await page.reload()
      await expect(page.getByRole('heading', { name: 'Usage', level: 1 })).toBeVisible()
      await page.waitForTimeout(800)
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      )
      expect(sideways, `${name} ${theme} ${width} scrolls sideways`).toBe(false)
      await page.screenshot({
        path: `.data/shots/usage-${name}-${theme}-${width}.png`,
        fullPage: true,
      })
    }
  }
}

function watchConsole(page: Page) {
  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  return errors
}

test('a creator sees spend over time that adds up to the history, in a chart, words and a table', async ({
  page,
}) => {
  const errors = watchConsole(page)
  await connect(page, 'creator')
  const expected = await thirtyDaySum(page)
  expect(expected).toBeGreaterThan(0)
  await page.goto('/usage')
  await expect(page.getByRole('link', { name: 'Usage' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Spend over time' })).toBeVisible()
  await expect(page.getByTestId('spend-total')).toContainText(
    `${expected.toLocaleString('en-US')} credits in the last 30 days`,
  )
  await expect(page.locator('[data-chart]').first()).toBeVisible()
  await expect(page.getByText(/credits over \d+ generations in the last 30 days/)).toBeVisible()
  await page.getByText('Show as a table').first().click()
  await expect(page.getByRole('columnheader', { name: 'Total' }).first()).toBeVisible()
  await page.getByText('By model').click()
  // Models by name, never by id.
  await expect(page.getByRole('columnheader', { name: 'Nano Banana' })).toBeVisible()
  await page.getByText('7 days').click()
  await expect(page.getByTestId('spend-total')).toContainText('credits in the last 7 days')
  // A creator has no team limit.
  await expect(page.getByTestId('cycle-forecast')).toHaveCount(0)
  await shoot(page, 'creator')
  expect(errors).toEqual([])
})

test('a team member sees the month against the limit and when the pace reaches it', async ({
  page,
}) => {
  const errors = watchConsole(page)
  await connect(page, 'team')
  await page.goto('/usage')
  await expect(page.getByTestId('cycle-forecast')).toHaveText(
    /At this pace you (reach your limit on|stay within your limit until)|You have reached your limit/,
  )
  await expect(page.getByRole('progressbar', { name: 'Monthly limit used' })).toBeVisible()
  await expect(page.getByText(/credits used; .* left\./)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Spend over time' })).toBeVisible()
  await shoot(page, 'team')
  expect(errors).toEqual([])
})
