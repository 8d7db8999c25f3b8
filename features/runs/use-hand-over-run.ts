'use client'

import { useRouter } from 'next/navigation'
import { useRef } from 'react'
import type { FieldValues } from 'react-hook-form'
import { useSubmit } from '@/components/forms/use-submit'
import { describeProblem, unansweredStart } from '@/lib/errors/problem'
import { runHome } from '@/lib/jobs/job-links'
import { useStartRun } from '@/lib/queries/runs'
import type { CreateRunBody } from '@/lib/studio-api/run-request'
import { keyedRequest, type KeyedRequest } from './model/run-key'

/** A refusal in the studio's words; no answer at all may still have made the run. */
// A run that got no answer may have been taken: the words say where to look before a second one.
const runRefusal = (error: unknown) => ({
  problem: describeProblem(error, { unanswered: unansweredStart('your runs', 'run') }),
})

/**
 * How every builder hands its run to the studio's server (docs/runs.md, "Sent once"): through the
 * one submit hook, so one click hands over at most one run however fast the clicks come; with the
 * key of its request (the same request sent again is one run); then the run's page opens.
 */
export function useHandOverRun(onStarted?: () => void) {
  const router = useRouter()
  const start = useStartRun()
  const lastRequest = useRef<KeyedRequest | null>(null)
  const sending = useSubmit<FieldValues>({ describe: runRefusal })
  const handOver = (body: CreateRunBody) => {
    // Sent again after a lost answer, the same request goes with the same key: one run.
    const keyed = keyedRequest(lastRequest.current, body, () => crypto.randomUUID())
    lastRequest.current = keyed
    sending.submit(async () => {
      const { run } = await start.mutateAsync({ ...body, key: keyed.key })
      lastRequest.current = null
      onStarted?.()
      router.push(runHome(run.id))
    })
  }
  return { handOver, pending: sending.pending, problem: sending.problem }
}
