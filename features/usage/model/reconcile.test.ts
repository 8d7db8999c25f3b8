import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GenerationsListResponse, type GenerationStatus } from '@/lib/api/generations'
import { ROUTES } from '@/lib/api/routes'
import { READABLE_GENERATION_TYPES } from '@/features/usage/model/kinds'
import { planHistoryReads, type PageRead } from '@/features/usage/model/read-plan'
import { periodStart, PERIODS, spendByDay } from '@/features/usage/model/spend'
import { DEMO_KEYS, startTestEmulator, type TestEmulator } from '@/emulator/test/harness'

const HISTORY_PATH = ROUTES.find((r) => r.id === 'v1_generations_list')!.path

let emu: TestEmulator
beforeAll(async () => {
  emu = await startTestEmulator({ seedHistory: true, premiumWindowSeconds: 100 * 86_400 })
})
afterAll(() => emu?.stop())

/** Reads the history the way the usage page does: page by page as the plan says, each once. */
async function readHistory(key: string) {
  const pages: PageRead[] = []
  const items: GenerationStatus[] = []
  const asked: (string | null)[] = []
  for (;;) {
    const plan = planHistoryReads(
      { pages, inFlight: [], startedAt: [], types: READABLE_GENERATION_TYPES },
      Date.now(),
    )
    if (plan.done || !plan.next.length) break
    for (const filter of plan.next) {
      asked.push(filter)
      const query = new URLSearchParams({
        limit: '100',
        ...(filter ? { generation_type: filter } : {}),
      })
      const res = await emu.request('GET', `${HISTORY_PATH}?${query}`, { key })
      expect(res.status).toBe(200)
      const page = GenerationsListResponse.parse(res.body)
      items.push(...page.generations)
      const oldest = page.generations.at(-1)?.created_at ?? null
      pages.push({ filter, count: page.count, limit: page.limit, oldest })
    }
  }
  return { items, asked }
}

/** The sum of credits_deducted for the period, straight from the service's records. */
async function serviceSum(key: string, days: number, now: number) {
  const res = await emu.request('GET', `${HISTORY_PATH}?limit=100`, { key })
  const start = periodStart(now, days)
  return (res.body.generations as GenerationStatus[])
    .filter((g) => Date.parse(g.created_at!) >= start && Date.parse(g.created_at!) <= now)
    .reduce((sum, g) => sum + (g.credits_deducted ?? 0), 0)
}

describe('usage charts reconcile with the seeded history', () => {
  it.each([
    ['creator', DEMO_KEYS.creator],
    ['team member', DEMO_KEYS.team],
  ])(
    'the %s: chart totals equal the sum of credits_deducted for 7, 30 and 90 days',
    async (_, key) => {
      const first = await emu.request('GET', `${HISTORY_PATH}?limit=100`, { key })
      const ids: string[] = first.body.generations.map((g: GenerationStatus) => g.id)
      expect(ids.length).toBeGreaterThan(1)
      // Spread the seeded jobs over the periods, so each period holds a different share.
      emu.ageJob(ids[0]!, 12)
      if (ids[1]) emu.ageJob(ids[1], 45)
      if (ids[2]) emu.ageJob(ids[2], 120)
      const now = Date.now()
      const { items, asked } = await readHistory(key)
      expect(asked).toEqual([null])
      const totals = PERIODS.map((days) => spendByDay(items, days, now).total)
      const sums = await Promise.all(PERIODS.map((days) => serviceSum(key, days, now)))
      expect(totals).toEqual(sums)
      expect(sums[2]).toBeGreaterThan(0)
      expect(new Set(sums).size).toBeGreaterThan(1)
      for (const days of PERIODS) {
        const s = spendByDay(items, days, now)
        expect(Object.values(s.byKind).reduce((a, b) => a + b, 0)).toBe(s.total)
        const byModel = s.days.flatMap((d) => Object.values(d.byModel)).reduce((a, b) => a + b, 0)
        expect(byModel).toBe(s.total)
      }
    },
  )
})
