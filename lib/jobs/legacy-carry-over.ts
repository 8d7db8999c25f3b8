import { z } from 'zod'
import type { GenerationStatus } from '@/lib/api/generations'
import { PendingSubmission, TrackedJob } from '@/lib/studio-api/jobs'
import { reconcileSubmissions } from './reconcile-submissions'

/**
 * What an older studio kept unscoped, carried over to the account that connected first only as
 * far as that account can prove it is its own (docs/decisions.md §D26):
 * a tracked job whose status this key can read, a submission this key's history shows. The rest
 * (another account's, or unverifiable: a status that could not be read) is dropped. Pure.
 */
const list = <T>(raw: unknown, item: z.ZodType<T>): T[] =>
  Array.isArray(raw) ? raw.flatMap((entry) => item.safeParse(entry).data ?? []) : []

export function legacyJobs(raw: unknown): TrackedJob[] {
  return list(raw, TrackedJob)
}

export function legacySubmissions(raw: unknown): PendingSubmission[] {
  return list(raw, PendingSubmission)
}

export function planCarryOver(
  legacy: { jobs: readonly TrackedJob[]; pending: readonly PendingSubmission[] },
  /** Ids of the legacy jobs whose status this key read (its own). */
  readable: ReadonlySet<string>,
  /** This key's history, read now (empty when there was no submission to check). */
  history: readonly GenerationStatus[],
  trackedIds: ReadonlySet<string>,
  now: number,
): TrackedJob[] {
  const own = legacy.jobs.filter((job) => readable.has(job.id) && !trackedIds.has(job.id))
  const taken = new Set([...trackedIds, ...own.map((job) => job.id)])
  // A submission without a prompt would match any of this key's jobs: that proves nothing.
  const provable = legacy.pending.filter((s) => s.prompt.trim() !== '')
  const { found } = reconcileSubmissions(provable, history, taken, now)
  const submitted = found.map(({ submission, kind, id, createdAt }) => {
    const { key: _key, sentAt: _sentAt, prompt: _prompt, ...entry } = submission
    return { ...entry, id, kind, startedAt: new Date(createdAt).toISOString() }
  })
  return [...own, ...submitted]
}
