'use client'

import { ProblemText } from '@/components/ui/error-reference'
import { Link } from '@/components/ui/link'
import { useMemo } from 'react'
import { JobPhaseBadge } from '@/components/jobs/job-phase-badge'
import { STORY_GENERATION_TYPE } from '@/lib/api/story'
import { useTrackedJobs } from '@/lib/jobs/use-tracked-job'
import { useGenerations } from '@/lib/queries/generations'
import { useModelName } from '@/lib/queries/model-names'
import { storyHistory } from '@/features/story/model/history'
import { formatDateTime } from '@/lib/format'

/** Past stories of the account and those this browser started, each openable. */
export function StoryHistory({ current }: { current: string | null }) {
  const modelName = useModelName()
  const listed = useGenerations({ generation_type: STORY_GENERATION_TYPE })
  const tracked = useTrackedJobs()
  const items = useMemo(
    () => storyHistory(listed.data?.generations ?? [], tracked),
    [listed.data, tracked],
  )
  return (
    <section aria-labelledby="story-history-title" className="space-y-3">
      <h2 id="story-history-title" className="text-lg font-semibold">
        Past stories
      </h2>
      {listed.error ? (
        <p className="text-sm text-danger">
          Could not load the history: <ProblemText error={listed.error} />
        </p>
      ) : null}
      {listed.isPending && !items.length ? (
        <p className="text-sm text-ink-muted">Loading…</p>
      ) : null}
      {!listed.isPending && !items.length ? (
        <p className="text-sm text-ink-muted">No stories yet.</p>
      ) : null}
      <ul className="space-y-2">
        {items.map((item) => (
          <li key={item.id}>
            <Link
              href={`/story?job=${encodeURIComponent(item.id)}`}
              aria-current={item.id === current ? 'page' : undefined}
              className="block rounded-md border border-line p-2 hover:bg-surface-muted aria-[current=page]:border-accent"
            >
              <span className="flex items-center gap-2">
                <span className="min-w-0 flex-1 truncate text-sm font-medium">{item.label}</span>
                {item.phase ? <JobPhaseBadge phase={item.phase} /> : null}
              </span>
              <span className="block text-xs text-ink-muted">
                {item.createdAt ? formatDateTime(item.createdAt) : ''}
                {item.model ? ` · ${modelName(item.model)}` : ''}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
