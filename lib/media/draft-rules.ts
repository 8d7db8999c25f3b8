import { DRAFT_MAX_AGE_DAYS } from '@/lib/api/decisions'
import type { Model } from '@/lib/api/models'
import type { GenerationView } from '@/lib/jobs/generation-view'
import { echoed } from './tool-subject'

const DAY_MS = 86_400_000
const DRAFT_SUFFIX = '-draft'

/** Quality options of the catalog that render a draft (`720p-draft`, `1080p-draft`). */
export function draftQualities(models: readonly Model[]): string[] {
  const all = models.flatMap((m) => m.capabilities?.quality_options ?? [])
  return [...new Set(all.filter((q) => q.endsWith(DRAFT_SUFFIX)))]
}

/**
 * A draft: made with a draft quality its model lists (a finalized copy echoes its draft's request
 * but is no draft itself).
 */
export function isDraft(generation: GenerationView, model: Model | undefined): boolean {
  if (generation.generationType === 'finalize-draft') return false
  const quality = echoed(generation, 'quality')
  if (!quality?.endsWith(DRAFT_SUFFIX)) return false
  const listed = model?.capabilities?.quality_options
  return listed ? listed.includes(quality) : true
}

/** When a draft stops being finalizable (docs/service-contract.md §3: at most 7 days old); null without a date. */
export function draftExpiresAt(createdAt: string | null): number | null {
  const created = createdAt ? Date.parse(createdAt) : NaN
  return Number.isNaN(created) ? null : created + DRAFT_MAX_AGE_DAYS * DAY_MS
}

/** "6 d 23 h left", "5 h 10 min left", "expired". */
export function formatTimeLeft(ms: number): string {
  if (ms <= 0) return 'expired'
  const minutes = Math.floor(ms / 60_000)
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  if (days > 0) return `${days} d ${hours} h left`
  if (hours > 0) return `${hours} h ${minutes % 60} min left`
  return `${Math.max(1, minutes)} min left`
}

export interface DraftFacts {
  model: Model | undefined
  /** Ids of drafts already finalized (from the history and the tracked jobs). */
  finalized: ReadonlySet<string>
  now: number
  draftQualities: readonly string[]
}

/** Why a generation cannot be finalized, or null when it can. */
export function finalizeRefusal(generation: GenerationView, facts: DraftFacts): string | null {
  if (!isDraft(generation, facts.model)) {
    const options = facts.draftQualities.length ? facts.draftQualities.join(' or ') : 'draft'
    return `this is not a draft: only outputs made at quality ${options} can be finalized.`
  }
  if (facts.finalized.has(generation.id)) return 'this draft has been finalized already.'
  if (generation.phase !== 'completed')
    return `the draft is ${generation.status}: finalize it once it has completed.`
  const expires = draftExpiresAt(generation.createdAt)
  if (expires !== null && facts.now > expires)
    return `the draft is more than ${DRAFT_MAX_AGE_DAYS} days old: drafts can be finalized for ${DRAFT_MAX_AGE_DAYS} days.`
  return null
}
