import type { UseMutationResult } from '@tanstack/react-query'
import { useState } from 'react'
import { useCountdown } from '@/components/create/use-countdown'
import type { GenerationAccepted } from '@/lib/api/generations'
import {
  describeServerError,
  unansweredProblem,
  type ServerProblem,
} from '@/lib/forms/server-errors'
import { ApiError } from '@/lib/http/api-error'
import type { ToolJobInput } from '@/lib/queries/tool-job'
import { useSingleFlight } from '@/lib/forms/use-single-flight'

type ToolMutation<Req> = UseMutationResult<GenerationAccepted, Error, ToolJobInput<Req>>

/**
 * One click, one POST, for a tool: a synchronous in-flight flag stops a double click, nothing is
 * re-sent without a new click, and a refusal keeps the choices (the form is not reset).
 */
export function useToolSubmit<Req>(mutation: ToolMutation<Req>) {
  const once = useSingleFlight()
  const [problem, setProblem] = useState<ServerProblem | null>(null)
  const [sent, setSent] = useState<ToolJobInput<Req> | null>(null)
  const wait = useCountdown()

  const report = (error: unknown) => {
    if (error instanceof ApiError) {
      const found = describeServerError(error.status, error.body)
      if (found.fix?.kind === 'wait') wait.start(found.fix.seconds)
      setProblem(found)
      return
    }
    setProblem(unansweredProblem(error, 'the gallery'))
  }

  const submit = (input: ToolJobInput<Req>) => {
    if (wait.left > 0) return
    once(() => {
      setProblem(null)
      return mutation
        .mutateAsync(input)
        .then(() => setSent(input))
        .catch(report)
    })
  }

  return {
    submit,
    problem,
    waitLeft: wait.left,
    pending: mutation.isPending,
    accepted: mutation.data ?? null,
    /** What the accepted run was sent with (the form may have changed since). */
    sent,
    /** Back to the form for another run (the last result is forgotten). */
    reset: () => {
      mutation.reset()
      setProblem(null)
    },
  }
}
