import type { UseMutationResult } from '@tanstack/react-query'
import { useState } from 'react'
import { useOnePost } from '@/components/forms/use-one-post'
import type { GenerationAccepted } from '@/lib/api/generations'
import { describeServerError, unansweredProblem } from '@/lib/forms/server-errors'
import { ApiError } from '@/lib/http/api-error'
import type { ToolJobInput } from '@/lib/queries/tool-job'

type ToolMutation<Req> = UseMutationResult<GenerationAccepted, Error, ToolJobInput<Req>>

/**
 * One click, one POST, for a tool: a synchronous in-flight flag stops a double click, nothing is
 * re-sent without a new click, and a refusal keeps the choices (the form is not reset).
 */
export function useToolSubmit<Req>(mutation: ToolMutation<Req>) {
  const post = useOnePost()
  const [sent, setSent] = useState<ToolJobInput<Req> | null>(null)

  const report = (error: unknown) =>
    post.refuse(
      error instanceof ApiError
        ? describeServerError(error.status, error.body, error.requestId)
        : unansweredProblem(error, 'the gallery'),
    )

  const submit = (input: ToolJobInput<Req>) =>
    post.start(() =>
      mutation
        .mutateAsync(input)
        .then(() => setSent(input))
        .catch(report),
    )

  return {
    submit,
    problem: post.problem,
    waitLeft: post.waitLeft,
    pending: mutation.isPending,
    accepted: mutation.data ?? null,
    /** What the accepted run was sent with (the form may have changed since). */
    sent,
    /** Back to the form for another run (the last result is forgotten). */
    reset: () => {
      mutation.reset()
      post.dismiss()
    },
  }
}
