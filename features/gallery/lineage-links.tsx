'use client'

import { Link } from '@/components/ui/link'
import { useMemo } from 'react'
import { jobHome } from '@/lib/jobs/job-links'
import { buildLineage, type LineageRef } from '@/lib/jobs/lineage'
import { useTrackedJobs } from '@/lib/jobs/use-tracked-job'
import { useGenerations } from '@/lib/queries/generations'
import { useRecordedLineage } from '@/features/gallery/api/lineage'

function RefList({ heading, refs }: { heading: string; refs: LineageRef[] }) {
  if (refs.length === 0) return null
  return (
    <div>
      <h3 className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{heading}</h3>
      <ul className="mt-1 space-y-1 text-sm">
        {refs.map((ref) => (
          <li key={`${ref.kind}:${ref.id}`}>
            <Link href={jobHome(ref.kind, ref.id).href} className="text-accent underline">
              {ref.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** What a generation was made from and what was made from it, as links both ways. */
export function LineageLinks({ id }: { id: string }) {
  const history = useGenerations({})
  const tracked = useTrackedJobs()
  // What other devices recorded (a tool run there): this browser's tray alone would not know.
  const recorded = useRecordedLineage()
  const lineage = useMemo(
    () => buildLineage(history.data?.generations ?? [], tracked, recorded.data)(id),
    [history.data, tracked, recorded.data, id],
  )
  if (lineage.madeFrom.length === 0 && lineage.usedIn.length === 0) return null
  return (
    <section aria-label="Lineage" className="space-y-3 rounded-md border border-line p-3">
      <RefList heading="Made from" refs={lineage.madeFrom} />
      <RefList heading="Used in" refs={lineage.usedIn} />
    </section>
  )
}
