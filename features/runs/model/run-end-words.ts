import type { RunSummary } from '@/lib/studio-api/runs'
import { formatCount } from '@/lib/format'
import { nextStartWords, sentWords } from './progress-words'

type Run = Pick<
  RunSummary,
  'state' | 'title' | 'reason' | 'sent' | 'items' | 'spent' | 'nextStartAt'
>

/** A run going, in the dock: "12 of 36 sent, next start in 8 s", or paused with why. */
export function dockWords(run: Run, now: number): string {
  if (run.state === 'paused') return `Paused at ${sentWords(run)}`
  const next = run.state === 'running' ? nextStartWords(run.nextStartAt, now) : null
  return next ? `${sentWords(run)}, ${next}` : sentWords(run)
}

/** Whether a run has ended: every item settled, or cancelled, or stopped by a sign-out. */
export const hasEnded = (run: Pick<RunSummary, 'state'>) =>
  run.state === 'done' || run.state === 'stopped'

/** What the toast and the browser notification say when a run ends. */
export function runEndWords(run: Run): { title: string; body: string; tone: 'success' | 'info' } {
  const spent = `${formatCount(run.spent)} credits spent`
  if (run.state === 'done') {
    return {
      title: `Run finished: ${run.title}`,
      body: `${sentWords(run)}, ${spent}.`,
      tone: 'success',
    }
  }
  return {
    title: `Run stopped: ${run.title}`,
    body: `${run.reason ? `${run.reason} ` : ''}${sentWords(run)}, ${spent}.`,
    tone: 'info',
  }
}
