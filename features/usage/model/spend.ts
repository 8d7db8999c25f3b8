import type { GenerationStatus } from '@/lib/api/generations'
import { SPEND_KINDS, spendKindOf, type SpendKind } from './kinds'
import { byCodeUnits } from '@/lib/compare'

export const PERIODS = [7, 30, 90] as const

const DAY_MS = 86_400_000
export const TOP_MODELS = 10
export const OTHER_MODELS = 'Other models'

/** The UTC day (YYYY-MM-DD) of an instant. */
export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)

export interface SpendDay {
  day: string
  total: number
  byKind: Record<SpendKind, number>
  byModel: Record<string, number>
}

export interface SpendSummary {
  days: SpendDay[]
  total: number
  byKind: Record<SpendKind, number>
  /** The ten models with the most spend, most first; the rest are summed as `OTHER_MODELS`. */
  models: string[]
  /** Generations counted (those with a time in the period and credits deducted). */
  counted: number
}

const zeroKinds = () =>
  Object.fromEntries(SPEND_KINDS.map((k) => [k, 0])) as Record<SpendKind, number>

/** The first instant of the period: today and the `periodDays - 1` days before it (UTC). */
export function periodStart(now: number, periodDays: number): number {
  return Date.parse(dayOf(now)) - (periodDays - 1) * DAY_MS
}

/**
 * Credits per day for the last `periodDays` days, by kind and by model. Each generation counts
 * once (by id) on the day it was made; no credits deducted counts as none. Every day of the period
 * has a row, so an idle day shows as zero rather than vanishing from the chart.
 */
export function spendByDay(
  history: readonly GenerationStatus[],
  periodDays: number,
  now: number,
): SpendSummary {
  const start = periodStart(now, periodDays)
  const days = new Map<string, SpendDay>()
  for (let i = 0; i < periodDays; i++) {
    const day = dayOf(start + i * DAY_MS)
    days.set(day, { day, total: 0, byKind: zeroKinds(), byModel: {} })
  }
  const seen = new Set<string>()
  const modelTotals = new Map<string, number>()
  const byKind = zeroKinds()
  let total = 0
  let counted = 0
  for (const g of history) {
    if (seen.has(g.id)) continue
    seen.add(g.id)
    const at = g.created_at ? Date.parse(g.created_at) : NaN
    const credits = g.credits_deducted ?? 0
    if (!Number.isFinite(at) || at < start || at > now || !(credits > 0)) continue
    const row = days.get(dayOf(at))
    if (!row) continue
    const kind = spendKindOf(g.generation_type)
    const model = g.model || 'Unknown model'
    row.total += credits
    row.byKind[kind] += credits
    row.byModel[model] = (row.byModel[model] ?? 0) + credits
    modelTotals.set(model, (modelTotals.get(model) ?? 0) + credits)
    byKind[kind] += credits
    total += credits
    counted++
  }
  const ranked = [...modelTotals].sort((a, b) => b[1] - a[1] || byCodeUnits(a[0], b[0]))
  const models = ranked.slice(0, TOP_MODELS).map(([m]) => m)
  if (ranked.length > TOP_MODELS) {
    const top = new Set(models)
    for (const row of days.values()) {
      for (const [m, c] of Object.entries(row.byModel)) {
        if (top.has(m)) continue
        row.byModel[OTHER_MODELS] = (row.byModel[OTHER_MODELS] ?? 0) + c
        delete row.byModel[m]
      }
    }
    models.push(OTHER_MODELS)
  }
  return { days: [...days.values()], total, byKind, models, counted }
}
