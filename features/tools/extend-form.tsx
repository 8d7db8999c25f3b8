'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import { useSubmit } from '@/components/forms/use-submit'
import { PromptToolbar } from '@/components/prompt-history/prompt-toolbar'
import { useId } from 'react'
import { problemMessage } from '@/lib/errors/problem'
import { Field } from '@/components/ui/field'
import { RadioChips } from '@/components/ui/radio-chips'
import { Textarea } from '@/components/ui/textarea'
import { EXTEND_PRICES, type ExtendTier } from '@/lib/api/decisions'
import { ExtendRequest } from '@/lib/api/extend'
import { capitalize } from '@/lib/forms/labels'
import { extendValuesOf } from '@/features/tools/model/extend-prefill'
import { extendSnapshotOf } from '@/lib/workspace-sync/snapshot-of-start'
import { useExtend } from '@/features/tools/api/tool-job'
import { EXTEND_TIERS, extendRefusal, extendTierOf, tierRefusal } from '@/lib/media/extend-rules'
import {
  GenerationSource,
  generationLabel,
  useChosenGeneration,
} from '@/components/media/generation-source'
import { ToolFooter } from './tool-footer'
import { toolRefusal, type ToolFormProps } from './tool-form-props'
import { resultSource, ToolResult } from './tool-result'

const TIER_OPTIONS = EXTEND_TIERS.map((tier) => ({
  value: tier,
  label: `${capitalize(tier)} · ${EXTEND_PRICES[tier]} credits`,
}))

/** Extend: a Veo 3.1 clip continued at the tier of its source, with an optional prompt. */
export function ExtendForm({ initialGenerationId, facts }: ToolFormProps) {
  // `tier` stays unset until chosen: the source's own tier is the default.
  const form = useForm({
    resolver: zodResolver(ExtendRequest.partial({ tier: true })),
    defaultValues: {
      source_generation_id: initialGenerationId ?? '',
      tier: undefined as ExtendTier | undefined,
      prompt: '',
    },
  })
  const { control, setValue, register, formState } = form
  const [id, chosenTier] = useWatch({ control, name: ['source_generation_id', 'tier'] })
  const promptId = useId()
  const mutation = useExtend()
  const run = useSubmit({ form, describe: toolRefusal, route: 'v1_media_extend' })
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
  const submit = () =>
    run.submit(
      form.handleSubmit(({ source_generation_id, prompt }) => {
        if (!generation) return
        const label = generationLabel({ id, prompt: generation.prompt, model: generation.model })
        return mutation.mutateAsync({
          request: {
            source_generation_id,
            tier,
            ...(prompt?.trim() ? { prompt: prompt.trim() } : {}),
          },
          label: `Extend: ${label}`,
          model: generation.model ?? '',
          estimatedSeconds: model?.estimated_time_seconds ?? undefined,
          source: { kind: 'media', id, label },
        })
      }),
    )
  const sent = mutation.data ? mutation.variables : undefined
  const sentFrom = sent ? facts.history.find((g) => g.id === sent.source?.id) : undefined
  const sentUrl = sentFrom?.outputs?.[0]?.url ?? output?.originalUrl ?? null
  return (
    <form
      aria-label="Extend a video"
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <GenerationSource
        label="Video to extend"
        hint="Completed 720p Veo 3.1 clips (lite, fast or quality) that are not extensions themselves."
        options={videos}
        value={id}
        onChange={(next) => {
          setValue('source_generation_id', next, { shouldValidate: formState.isSubmitted })
          setValue('tier', undefined)
        }}
        error={formState.errors.source_generation_id?.message}
      />
      <RadioChips
        name="extend-tier"
        legend="Tier"
        options={TIER_OPTIONS}
        value={tier}
        onChange={(v) =>
          setValue(
            'tier',
            EXTEND_TIERS.find((t) => t === v),
          )
        }
      />
      {/* A past extension brings back its words and tier; the video is chosen again. */}
      <PromptToolbar
        form="extend"
        fieldId={promptId}
        current={() => extendSnapshotOf(form.getValues(), generation?.model ?? '')}
        apply={(snapshot) => form.reset(extendValuesOf(snapshot, form.getValues()))}
      />
      <Field
        id={promptId}
        label="Prompt (optional)"
        hint="What happens next; the source's prompt is used when empty."
        error={formState.errors.prompt?.message}
      >
        <Textarea id={promptId} rows={2} {...register('prompt')} />
      </Field>
      <ToolFooter
        cost={EXTEND_PRICES[tier]}
        costDetail={`${tier} tier, flat price`}
        refusal={refusal}
        submitLabel="Extend"
        run={run}
        onRetry={submit}
      />
      {mutation.data && sent ? (
        <ToolResult
          tool="extend"
          jobId={mutation.data.generation_id}
          source={resultSource(sentUrl, sent.source, 'Source clip')}
        />
      ) : null}
    </form>
  )
}
