'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import { useSubmit } from '@/components/forms/use-submit'
import { problemMessage } from '@/lib/errors/problem'
import { estimateMediaCost } from '@/lib/api/pricing'
import { FinalizeDraftRequest } from '@/lib/api/extend'
import { generationView } from '@/lib/jobs/generation-view'
import { useFinalizeDraft } from '@/features/tools/api/tool-job'
import { draftQualities, finalizeRefusal, isDraft } from '@/lib/media/draft-rules'
import { echoed } from '@/lib/media/tool-subject'
import { DraftBadge } from '@/components/media/draft-badge'
import {
  GenerationSource,
  generationLabel,
  useChosenGeneration,
} from '@/components/media/generation-source'
import { ToolFooter } from './tool-footer'
import { toolRefusal, type ToolFormProps } from './tool-form-props'
import { resultSource, ToolResult } from './tool-result'

/** Finalize a draft: rendered again at 1080p, within 7 days, once. */
export function FinalizeDraftForm({ initialGenerationId, facts }: ToolFormProps) {
  const form = useForm({
    resolver: zodResolver(FinalizeDraftRequest),
    defaultValues: { generation_id: initialGenerationId ?? '' },
  })
  const { setValue, formState } = form
  const id = useWatch({ control: form.control, name: 'generation_id' })
  const mutation = useFinalizeDraft()
  const run = useSubmit({ form, describe: toolRefusal, route: 'v1_media_finalize_draft' })
  const { generation, error } = useChosenGeneration(facts.history, id)
  const model = facts.models.find((m) => m.model_id === generation?.model)
  const drafts = facts.history.filter((g) => {
    const view = generationView(g)
    return isDraft(
      view,
      facts.models.find((m) => m.model_id === view.model),
    )
  })
  const refusal = !id
    ? 'Choose a draft first.'
    : error
      ? `This generation could not be read: ${problemMessage(error)}`
      : !generation
        ? 'Reading the draft…'
        : finalizeRefusal(generation, {
            model,
            finalized: facts.finalized,
            now: facts.now,
            draftQualities: draftQualities(facts.models),
          })
  const duration = generation ? echoed(generation, 'duration') : null
  // docs/decisions.md §D11: the service charges the model's own price for the draft's duration.
  const cost = model
    ? estimateMediaCost(model, { duration: duration ? Number(duration) || duration : null })
    : null
  const submit = () =>
    run.submit(
      form.handleSubmit((request) => {
        if (!generation) return
        const label = generationLabel({ id, prompt: generation.prompt, model: generation.model })
        return mutation.mutateAsync({
          request,
          label: `Finalize: ${label}`,
          model: generation.model ?? '',
          estimatedSeconds: model?.estimated_time_seconds ?? undefined,
          source: { kind: 'media', id, label },
        })
      }),
    )
  const sent = mutation.data ? mutation.variables : undefined
  return (
    <form
      aria-label="Finalize a draft"
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <GenerationSource
        label="Draft to finalize"
        hint="Drafts are outputs made at a draft quality; they can be finalized to 1080p for 7 days."
        options={drafts}
        value={id}
        onChange={(next) =>
          setValue('generation_id', next, { shouldValidate: formState.isSubmitted })
        }
        error={formState.errors.generation_id?.message}
      />
      {generation && isDraft(generation, model) ? (
        <DraftBadge createdAt={generation.createdAt} now={facts.now} />
      ) : null}
      <ToolFooter
        cost={cost}
        costDetail={model ? `${model.model_id} at 1080p` : undefined}
        refusal={refusal}
        submitLabel="Finalize to 1080p"
        run={run}
        onRetry={submit}
      />
      {mutation.data && sent ? (
        <ToolResult
          tool="finalize-draft"
          jobId={mutation.data.generation_id}
          source={resultSource(null, sent.source, 'Draft')}
        />
      ) : null}
    </form>
  )
}
