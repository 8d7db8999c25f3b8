'use client'

import { useEffect, useRef } from 'react'
import { notifyBrowser } from '@/components/jobs/announce-job'
import { showToast } from '@/components/ui/toast'
import { apiRequest } from '@/lib/http/request'
import { studioPaths } from '@/lib/studio-api/routes'
import { RunEndClaim, type RunSummary } from '@/lib/studio-api/runs'
import { hasEnded, runEndWords } from './model/run-end-words'
import { runHome } from '@/lib/jobs/job-links'

/** Asks the studio whether this tab is the one to tell of the run's end. */
const claim = (id: string) =>
  apiRequest(studioPaths.runEnd(id), { method: 'POST', schema: RunEndClaim })

/**
 * A toast, and a browser notification when the user allowed them, when a run ends: said once
 * per run, however many tabs of however many devices are open. Whether a run ended, and whether
 * it was told, is the server's record (lib/server/runs/run-ends.ts), never this tab's guess:
 * every tab that sees an untold end asks, and only the first to ask tells.
 */
export function useRunEnds(runs: readonly RunSummary[] | undefined) {
  // Asked once per run by this tab: a "no" is final, an answer lost is asked again next read.
  const asked = useRef(new Set<string>())
  useEffect(() => {
    for (const run of runs ?? []) {
      if (!hasEnded(run) || run.endTold || asked.current.has(run.id)) continue
      asked.current.add(run.id)
      claim(run.id).then(
        ({ tell }) => {
          if (!tell) return
          const { title, body, tone } = runEndWords(run)
          showToast(
            {
              title,
              body,
              tone,
              action: { label: 'See the results', href: runHome(run.id) },
            },
            20_000,
          )
          notifyBrowser(title, body, `run-${run.id}`)
        },
        () => asked.current.delete(run.id),
      )
    }
  }, [runs])
}
