import { useState } from 'react'
import { useOnePost } from '@/components/forms/use-one-post'
import {
  describeServerError,
  unansweredProblem,
  type ServerProblem,
} from '@/lib/forms/server-errors'
import { ApiError } from '@/lib/http/api-error'

/** A refusal in words, with the raw body for fixes a page reads itself (model_disabled). */
export interface AudioProblem extends ServerProblem {
  param: string | null
  body: Record<string, unknown> | null
}

function describe(error: unknown): AudioProblem {
  if (!(error instanceof ApiError))
    return { ...unansweredProblem(error, 'the History tab'), param: null, body: null }
  const found = describeServerError(error.status, error.body, error.requestId)
  const param = typeof error.body?.param === 'string' ? error.body.param : null
  return { ...found, param, body: error.body }
}

/**
 * One click, one POST: a synchronous in-flight flag stops a double click or a slow answer from
 * sending twice; nothing is re-sent without a new click; a 429 counts down before the next try.
 * `send` returns false when the browser refused the input before sending.
 */
export function useAudioSubmit(
  send: () => Promise<boolean>,
  onProblem?: (p: AudioProblem) => void,
) {
  const post = useOnePost<AudioProblem>()
  const [pending, setPending] = useState(false)

  const submit = () =>
    post.start(() => {
      setPending(true)
      return send()
        .catch((error: unknown) => {
          const found = describe(error)
          post.refuse(found)
          onProblem?.(found)
        })
        .finally(() => setPending(false))
    })

  return { submit, problem: post.problem, dismiss: post.dismiss, waitLeft: post.waitLeft, pending }
}
