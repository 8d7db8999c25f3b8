import { useQueryClient } from '@tanstack/react-query'
import type { UseFormReturn } from 'react-hook-form'
import type { Model } from '@/lib/api/models'
import { buildMediaRequest } from '@/lib/forms/media-request'
import type { MediaFormValues } from '@/lib/forms/media-values'
import { describeServerError, unansweredProblem } from '@/lib/forms/server-errors'
import { ApiError } from '@/lib/http/api-error'
import { withFreshSourceUrls } from '@/lib/queries/assets'
import { useGenerateMedia } from '@/lib/queries/generate-media'
import { useCreateLineage } from './create-lineage'
import { useOnePost } from '@/components/forms/use-one-post'

interface Options {
  form: UseFormReturn<MediaFormValues>
  /** What goes out as `model` (a family name from a link stays as it is). */
  modelId: string
  model: Model
  /** Unaffordable: nothing is sent. */
  blocked: boolean
  onModelError: (message: string | null) => void
}

/**
 * One click, one job: a synchronous in-flight flag stops a double click, a repeated shortcut or a
 * slow answer from sending a second POST, and nothing is ever re-sent without a new click.
 */
export function useOneJobSubmit({ form, modelId, model, blocked, onModelError }: Options) {
  const generate = useGenerateMedia()
  const lineage = useCreateLineage()
  const queryClient = useQueryClient()
  const post = useOnePost()

  const report = (error: unknown) => {
    const found =
      error instanceof ApiError
        ? describeServerError(error.status, error.body, error.requestId)
        : unansweredProblem(error, 'the gallery')
    for (const { target, message } of found.fieldErrors) {
      if (target === 'model') onModelError(message)
      else form.setError(target, { type: 'server', message })
    }
    post.refuse(found)
  }

  const send = form.handleSubmit(async (values) => {
    try {
      await generate.mutateAsync({
        // A source picked from the library gets a freshly signed URL if its own is running out.
        request: await withFreshSourceUrls(queryClient, buildMediaRequest(modelId, model, values)),
        estimatedSeconds: model.estimated_time_seconds ?? undefined,
        ...lineage,
      })
    } catch (error) {
      report(error)
    }
  })

  const submit = () => {
    if (blocked) return
    post.start(() => {
      onModelError(null)
      return send()
    })
  }

  return {
    submit,
    problem: post.problem,
    dismissProblem: post.dismiss,
    waitLeft: post.waitLeft,
    pending: generate.isPending,
    accepted: generate.data,
  }
}
