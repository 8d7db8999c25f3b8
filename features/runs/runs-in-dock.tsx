'use client'

import { useEffect, useMemo } from 'react'
import { setDockRuns } from '@/components/jobs/dock-runs'
import { useNow } from '@/components/ui/use-now'
import { useRuns } from '@/lib/queries/runs'
import { isGoing } from '@/lib/studio-api/runs'
import { dockWords } from './model/run-end-words'
import { useRunEnds } from './use-run-ends'
import { runHome } from '@/lib/jobs/job-links'

/**
 * The account's runs in the job dock on every page of every device: each run going with where it
 * stands ("12 of 36 sent, next start in 8 s"), read from the studio's own runs route (never the
 * service), and a word when one ends (use-run-ends.ts). Shows nothing itself.
 */
export function RunsInDock() {
  const runs = useRuns()
  const list = runs.data?.runs
  const going = useMemo(() => (list ?? []).filter(isGoing), [list])
  const now = useNow(going.some((run) => run.state === 'running' && run.nextStartAt))
  useEffect(() => {
    setDockRuns(
      going.map((run) => ({
        id: run.id,
        title: run.title,
        words: dockWords(run, now),
        settled: run.items ? run.settled / run.items : 0,
        href: runHome(run.id),
      })),
    )
  }, [going, now])
  useEffect(() => () => setDockRuns([]), [])
  useRunEnds(list)
  return null
}
