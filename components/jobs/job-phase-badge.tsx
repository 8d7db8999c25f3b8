import { PHASE_LABELS, type JobPhase } from '@/lib/jobs/job-phase'
import { StatusPill, type PillTone } from './status-pill'

const TONE: Record<JobPhase, PillTone> = {
  queued: 'neutral',
  running: 'accent',
  streaming: 'accent',
  needs_answer: 'accent',
  publishing: 'accent',
  completed: 'success',
  failed: 'danger',
  cancelled: 'neutral',
  publish_failed: 'danger',
}

export function JobPhaseBadge({ phase, className }: { phase: JobPhase; className?: string }) {
  return (
    <StatusPill tone={TONE[phase]} className={className}>
      {PHASE_LABELS[phase]}
    </StatusPill>
  )
}
