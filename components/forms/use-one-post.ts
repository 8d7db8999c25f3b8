import { useState } from 'react'
import { useSingleFlight } from '@/lib/forms/use-single-flight'
import type { ServerProblem } from '@/lib/forms/server-errors'
import { useCountdown } from './use-countdown'

/**
 * The click side of a paid start POST, shared by every submit hook: one click sends at most one
 * POST (a synchronous in-flight flag), nothing is sent while a 429's wait counts down, and the
 * last refusal is kept until the next click. What is sent and how a refusal reads is the caller's.
 */
export function useOnePost<Problem extends ServerProblem = ServerProblem>() {
  const once = useSingleFlight()
  const [problem, setProblem] = useState<Problem | null>(null)
  const wait = useCountdown()

  /** Runs `send` unless a POST is under way or a wait counts down; forgets the last refusal. */
  const start = (send: () => Promise<unknown>) => {
    if (wait.left > 0) return
    once(() => {
      setProblem(null)
      return send()
    })
  }

  /** Shows why the service refused; a 429 starts its countdown. */
  const refuse = (found: Problem) => {
    if (found.fix?.kind === 'wait') wait.start(found.fix.seconds)
    setProblem(found)
  }

  return { start, refuse, problem, dismiss: () => setProblem(null), waitLeft: wait.left }
}
