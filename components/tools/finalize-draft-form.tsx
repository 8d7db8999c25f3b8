'use client'

import { useState } from 'react'
import { problemMessage } from '@/lib/errors/problem-message'
import { estimateMediaCost } from '@/lib/api/pricing'
import { FinalizeDraftRequest } from '@/lib/api/extend'
import { generationView } from '@/lib/jobs/generation-view'
import { useFinalizeDraft } from '@/lib/queries/finalize-draft'
import { draftQualities, finalizeRefusal, isDraft } from '@/lib/tools/draft-rules'
import { echoed } from '@/lib/tools/subject'
import { DraftBadge } from './draft-badge'
import { GenerationSource, generationLabel, useChosenGeneration } from './generation-source'
import { ToolFooter } from './tool-footer'
import type { ToolFormProps } from './tool-form-props'
import { resultSource, ToolResult } from './tool-result'
import { useToolSubmit } from './use-tool-submit'

/** Finalize a draft: rendered again at 1080p, within 7 days, once. */
export function FinalizeDraftForm({ initialGenerationId, facts }: ToolFormProps) {
  const [id, setId] = useState(initialGenerationId ?? '')
  const run = useToolSubmit(useFinalizeDraft())
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
  // spec: not shown; the service charges the model's own price for the draft's duration.
  const cost = model
    ? estimateMediaCost(model, { duration: duration ? Number(duration) || duration : null })
    : null
  const submit = () => {
    const request = FinalizeDraftRequest.safeParse({ generation_id: id })
    if (!request.success || !generation) return
    const label = generationLabel({ id, prompt: generation.prompt, model: generation.model })
    run.submit({
      request: request.data,
      label: `Finalize: ${label}`,
      model: generation.model ?? '',
      estimatedSeconds: model?.estimated_time_seconds ?? undefined,
      source: { kind: 'media', id, label },
    })
  }
  return (
    <div className="space-y-4">
      <GenerationSource
        label="Draft to finalize"
        hint="Drafts are outputs made at a draft quality; they can be finalized to 1080p for 7 days."
        options={drafts}
        value={id}
        onChange={setId}
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
        onSubmit={submit}
      />
      {run.accepted && run.sent ? (
        <ToolResult
          tool="finalize-draft"
          jobId={run.accepted.generation_id}
          source={resultSource(null, run.sent.source, 'Draft')}
        />
      ) : null}
    </div>
  )
}
