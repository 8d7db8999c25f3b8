import type { GenerationStatus } from '@/lib/api/generations'

/**
 * Where a job stands, told from an untidy status record (DESIGN.md "The real service is less tidy
 * than the spec"): `queued` is another name for pending, `error` for failed, and `processing` with
 * outputs whose URLs are still null is the CDN publishing phase (spec 3).
 */
export type JobPhase =
  | 'queued'
  | 'running'
  | 'publishing'
  | 'completed'
  | 'failed'
  | 'cancelled'
  /** The files exist but publishing failed (optimization_status failed): polling stops. */
  | 'publish_failed'

type StatusLike = Pick<GenerationStatus, 'status' | 'outputs'>

const QUEUED = new Set(['pending', 'queued'])
const FAILED = new Set(['failed', 'error'])
const CANCELLED = new Set(['cancelled', 'canceled'])

export function hasOptimizationFailed(record: Pick<GenerationStatus, 'outputs'>): boolean {
  return (record.outputs ?? []).some((o) => o.optimization_status?.toLowerCase() === 'failed')
}

/** The job's files exist but the CDN upload still runs: outputs listed, URLs null. */
function isPublishing(record: StatusLike): boolean {
  const outputs = record.outputs ?? []
  return outputs.length > 0 && outputs.some((o) => !o.url && !o.optimized_url)
}

export function jobPhase(record: StatusLike): JobPhase {
  const status = record.status.trim().toLowerCase()
  if (status === 'completed') return 'completed'
  if (FAILED.has(status)) return 'failed'
  if (CANCELLED.has(status)) return 'cancelled'
  if (hasOptimizationFailed(record)) return 'publish_failed'
  if (QUEUED.has(status)) return 'queued'
  if (status === 'processing' && isPublishing(record)) return 'publishing'
  // running, streaming and any value not known yet: keep polling.
  return 'running'
}

const FINAL_PHASES: ReadonlySet<JobPhase> = new Set([
  'completed',
  'failed',
  'cancelled',
  'publish_failed',
])

export function isFinalPhase(phase: JobPhase): boolean {
  return FINAL_PHASES.has(phase)
}

export const PHASE_LABELS: Record<JobPhase, string> = {
  queued: 'Queued',
  running: 'Running',
  publishing: 'Publishing',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
  publish_failed: 'Publishing failed',
}

export const PUBLISH_FAILED_MESSAGE =
  'The files were made but could not be published to the CDN; the originals stay available.'
