import { formatCount } from '@/lib/format'
import type { AudioPlan } from './model/audio-plan'

/** Every text the run makes, as it will be sent, each with its price or why it cannot go. */
export function AudioRunPreview({
  plan,
  copies,
  made,
}: {
  plan: AudioPlan
  copies: number
  /** What a text's copies make, in words: "4 songs". */
  made: (copies: number) => string
}) {
  if (plan.rows.length === 0) return null
  const each = made(copies)
  return (
    <section aria-labelledby="audio-run-preview" className="space-y-2">
      <h3 id="audio-run-preview" className="text-sm font-medium text-ink">
        {plan.rows.length === 1
          ? 'What it makes'
          : `What it makes: ${formatCount(plan.rows.length)} texts`}
      </h3>
      <ol
        aria-labelledby="audio-run-preview"
        className="space-y-1 rounded-md bg-surface-muted p-2 text-sm"
      >
        {plan.rows.map((row, i) => (
          <li key={i} className="flex flex-wrap items-baseline gap-x-3 rounded px-2 py-1">
            <span className="w-16 shrink-0 text-xs text-ink-muted">{row.label}</span>
            <span className="min-w-0 flex-1 whitespace-pre-line break-words text-ink">
              {row.text || <em>nothing</em>}
            </span>
            {row.problems.length ? (
              <span className="w-full text-danger sm:w-auto">{row.problems.join(' ')}</span>
            ) : (
              <span className="shrink-0 tabular-nums text-ink-muted">
                {each} · {formatCount(row.cost * copies)} credits
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  )
}
