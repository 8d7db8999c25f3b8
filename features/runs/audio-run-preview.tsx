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
          <li
            key={i}
            className="grid grid-cols-[4rem_minmax(0,1fr)] gap-x-3 rounded px-2 py-1 sm:grid-cols-[4rem_minmax(0,1fr)_auto]"
          >
            <span className="pt-0.5 text-xs text-ink-muted">{row.label}</span>
            <span className="whitespace-pre-line break-words text-ink">
              {row.text || <em>nothing</em>}
            </span>
            {/* On a phone the price or the reason takes a line of its own, under the text. */}
            {row.problems.length ? (
              <span className="col-start-2 text-danger sm:col-start-auto">
                {row.problems.join(' ')}
              </span>
            ) : (
              <span className="col-start-2 tabular-nums text-ink-muted sm:col-start-auto">
                {each} · {formatCount(row.cost * copies)} credits
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  )
}
