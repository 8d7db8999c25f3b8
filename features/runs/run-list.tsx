'use client'

import { Link } from '@/components/ui/link'
import { Progress } from '@/components/ui/progress'
import { formatCount } from '@/lib/format'
import { useRuns } from '@/lib/queries/runs'
import { runStateWords, sentWords } from './model/progress-words'
import { runHome } from '@/lib/jobs/job-links'

/** The account's runs, newest first, each a link to its page with how far it got. */
export function RunList() {
  const runs = useRuns()
  const list = runs.data?.runs ?? []
  if (list.length === 0) return null
  return (
    <section aria-labelledby="run-list-title" className="space-y-3">
      <h2 id="run-list-title" className="text-lg font-semibold text-ink">
        Your runs
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {list.map((run) => (
          <li key={run.id} className="space-y-2 rounded-card bg-surface-raised p-4 shadow-raised">
            <Link
              href={runHome(run.id)}
              className="line-clamp-2 break-words font-semibold text-ink hover:underline"
            >
              {run.title}
            </Link>
            <p className="text-sm text-ink-muted">
              {runStateWords(run.state)} · {sentWords(run)} · {formatCount(run.total)} credits
            </p>
            <Progress
              value={run.items ? run.settled / run.items : 0}
              label={`${run.title}: items settled`}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
