'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'
import { SourceSlot } from '@/components/media/source-slot'
import { serviceRefusal, useSubmit } from '@/components/forms/use-submit'
import { FieldError } from '@/components/ui/field-error'
import type { Model } from '@/lib/api/models'
import { SEPARATION_MODEL_ID, SeparationRequest } from '@/lib/api/separation'
import { sourceJobKind } from '@/features/audio/model/audio-history'
import { useGenerateSeparation } from '@/features/audio/api/generate-separation'
import { generationsQueryOptions } from '@/lib/queries/generations'
import { AudioFooter } from './audio-footer'
import { useUnaffordable } from './job-cost'
import { stemsLabel } from '@/features/audio/model/stems-label'

const MISSING = 'Add the audio to split first: upload a file, pick one, or paste a URL.'

/** The contract's separation body, with the words for an input not chosen yet. */
const StemsValues = SeparationRequest.extend({
  media_url: z.string().min(1, MISSING).pipe(SeparationRequest.shape.media_url),
})
type StemsValues = z.infer<typeof StemsValues>

const refusal = serviceRefusal('the History tab')

function separationModelOf(models: readonly Model[]): Model | null {
  const all = models.filter((m) => m.model_type.toLowerCase() === 'separation')
  return all.find((m) => m.model_id === SEPARATION_MODEL_ID) ?? all[0] ?? null
}

interface StemsFormProps {
  models: Model[]
  /** An output sent here from elsewhere (`?split=`), and the job that made it (`&from=`). */
  initialUrl: string | null
  fromId: string | null
  onStarted: (id: string, inputUrl: string) => void
}

/** Stems: one audio input (upload, library, URL or gallery), split into vocals and instrumental. */
export function StemsForm({ models, initialUrl, fromId, onStarted }: StemsFormProps) {
  const form = useForm<StemsValues>({
    resolver: zodResolver(StemsValues),
    defaultValues: { media_url: initialUrl ?? '' },
  })
  const url = useWatch({ control: form.control, name: 'media_url' })
  const model = separationModelOf(models)
  const generate = useGenerateSeparation()
  const queryClient = useQueryClient()
  const blocked = useUnaffordable(model)
  const run = useSubmit({ form, describe: refusal, route: 'v1_separation_generate' })

  const submit = () => {
    if (blocked) return
    run.submit(
      form.handleSubmit(async ({ media_url }) => {
        const generations = queryClient.getQueryData(
          generationsQueryOptions().queryKey,
        )?.generations
        const lineage =
          fromId && media_url === initialUrl
            ? [{ kind: sourceJobKind(fromId, generations), id: fromId }]
            : undefined
        const accepted = await generate.mutateAsync({
          request: { media_url },
          label: stemsLabel(
            media_url,
            lineage ? generations?.find((g) => g.id === fromId)?.prompt : null,
          ),
          model: model?.model_id ?? '',
          estimatedSeconds: model?.estimated_time_seconds ?? undefined,
          madeFrom: lineage,
        })
        onStarted(accepted.separation_id, media_url)
      }),
    )
  }

  return (
    <form
      aria-label="Split into stems"
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <SourceSlot
        kind="audio"
        label="Audio to split"
        url={url}
        onChange={(next) => {
          form.setValue('media_url', next)
          form.clearErrors('media_url')
        }}
      />
      <FieldError
        id="stems-source-error"
        message={form.formState.errors.media_url?.message ?? null}
      />
      <AudioFooter
        model={model}
        run={{ ...run, submit }}
        blocked={blocked}
        submitLabel="Split into stems"
      />
    </form>
  )
}
