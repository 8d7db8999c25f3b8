'use client'

import { useId, useState } from 'react'
import { problemMessage } from '@/lib/errors/problem-message'
import { Field } from '@/components/ui/field'
import { RadioChips } from '@/components/ui/radio-chips'
import { Textarea } from '@/components/ui/textarea'
import { EXTEND_PRICES, type ExtendTier } from '@/lib/api/decisions'
import { ExtendRequest } from '@/lib/api/extend'
import { capitalize } from '@/lib/forms/labels'
import { useExtend } from '@/lib/queries/extend'
import { EXTEND_TIERS, extendRefusal, extendTierOf, tierRefusal } from '@/lib/tools/extend-rules'
import { GenerationSource, generationLabel, useChosenGeneration } from './generation-source'
import { ToolFooter } from './tool-footer'
import type { ToolFormProps } from './tool-form-props'
import { resultSource, ToolResult } from './tool-result'
import { useToolSubmit } from './use-tool-submit'

const TIER_OPTIONS = EXTEND_TIERS.map((tier) => ({
  value: tier,
  label: `${capitalize(tier)} · ${EXTEND_PRICES[tier]} credits`,
}))

/** Extend: a Veo 3.1 clip continued at the tier of its source, with an optional prompt. */
export function ExtendForm({ initialGenerationId, facts }: ToolFormProps) {
  const [id, setId] = useState(initialGenerationId ?? '')
  const [chosenTier, setTier] = useState<ExtendTier | null>(null)
  const [prompt, setPrompt] = useState('')
  const promptId = useId()
  const run = useToolSubmit(useExtend())
  const { generation, error } = useChosenGeneration(facts.history, id)
  const model = facts.models.find((m) => m.model_id === generation?.model)
  const sourceTier = extendTierOf(model)
  const tier = chosenTier ?? sourceTier ?? 'lite'
  const output = generation?.outputs.find((o) => o.kind === 'video') ?? generation?.outputs[0]
  const refusal = !id
    ? 'Choose a video first.'
    : error
      ? `This generation could not be read: ${problemMessage(error)}`
      : !generation || !output
        ? 'Reading the video…'
        : (extendRefusal(generation, output, model) ?? tierRefusal(tier, sourceTier))
  const videos = facts.history.filter((g) =>
    (g.outputs ?? []).some((o) => o.media_type?.startsWith('video')),
  )
  const submit = () => {
    const request = ExtendRequest.safeParse({
      source_generation_id: id,
      tier,
      ...(prompt.trim() ? { prompt: prompt.trim() } : {}),
    })
    if (!request.success || !generation) return
    const label = generationLabel({ id, prompt: generation.prompt, model: generation.model })
    run.submit({
      request: request.data,
      label: `Extend: ${label}`,
      model: generation.model ?? '',
      estimatedSeconds: model?.estimated_time_seconds ?? undefined,
      source: { kind: 'media', id, label },
    })
  }
  const sentFrom = run.sent ? facts.history.find((g) => g.id === run.sent?.source?.id) : undefined
  const sentUrl = sentFrom?.outputs?.[0]?.url ?? output?.originalUrl ?? null
  return (
    <div className="space-y-4">
      <GenerationSource
        label="Video to extend"
        hint="Completed 720p Veo 3.1 clips (lite, fast or quality) that are not extensions themselves."
        options={videos}
        value={id}
        onChange={(next) => {
          setId(next)
          setTier(null)
        }}
      />
      <RadioChips
        name="extend-tier"
        legend="Tier"
        options={TIER_OPTIONS}
        value={tier}
        onChange={(v) => setTier(EXTEND_TIERS.find((t) => t === v) ?? null)}
      />
      <Field
        id={promptId}
        label="Prompt (optional)"
        hint="What happens next; the source's prompt is used when empty."
      >
        <Textarea
          id={promptId}
          value={prompt}
          onChange={(e) => setPrompt(e.target.value)}
          rows={2}
        />
      </Field>
      <ToolFooter
        cost={EXTEND_PRICES[tier]}
        costDetail={`${tier} tier, flat price`}
        refusal={refusal}
        submitLabel="Extend"
        run={run}
        onSubmit={submit}
      />
      {run.accepted && run.sent ? (
        <ToolResult
          tool="extend"
          jobId={run.accepted.generation_id}
          source={resultSource(sentUrl, run.sent.source, 'Source clip')}
        />
      ) : null}
    </div>
  )
}
