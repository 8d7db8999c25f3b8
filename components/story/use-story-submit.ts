import type { UseFormReturn } from 'react-hook-form'
import type { Model } from '@/lib/api/models'
import { useOnePost } from '@/components/forms/use-one-post'
import { unansweredProblem } from '@/lib/forms/server-errors'
import { ApiError } from '@/lib/http/api-error'
import { useStartStory } from '@/lib/queries/story-generate'
import { describeStoryError } from '@/lib/story/story-errors'
import { buildStoryRequest } from '@/lib/story/story-request'
import type { StoryDraft } from '@/lib/story/story-values'

interface Options {
  form: UseFormReturn<StoryDraft>
  model: Model
  /** Not payable or over a limit: nothing is sent. */
  blocked: boolean
  onStarted: (storyJobId: string) => void
}

/**
 * One click, one story: a synchronous in-flight flag stops a double click from sending a second
 * POST, and nothing is re-sent without a new click (scenes are billed; no idempotency key).
 */
export function useStorySubmit({ form, model, blocked, onStarted }: Options) {
  const start = useStartStory()
  const post = useOnePost()

  const report = (error: unknown) => {
    if (!(error instanceof ApiError))
      return post.refuse(unansweredProblem(error, 'the history', 'story'))
    const found = describeStoryError(error.status, error.body, error.requestId)
    for (const { path, message } of found.fieldErrors) {
      form.setError(path, { type: 'server', message })
    }
    post.refuse(found.problem)
  }

  const send = form.handleSubmit(async (values) => {
    try {
      const request = buildStoryRequest(values)
      const perScene = model.estimated_time_seconds ?? 0
      const accepted = await start.mutateAsync({
        request,
        estimatedSeconds: perScene * request.scenes.length || undefined,
      })
      onStarted(accepted.story_job_id)
    } catch (error) {
      report(error)
    }
  })

  const submit = () => {
    if (!blocked) post.start(send)
  }

  return {
    submit,
    problem: post.problem,
    dismissProblem: post.dismiss,
    waitLeft: post.waitLeft,
    pending: start.isPending,
  }
}
