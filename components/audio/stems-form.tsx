'use client'

import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { SourceSlot } from '@/components/create/source-slot'
import type { Model } from '@/lib/api/models'
import { SEPARATION_MODEL_ID } from '@/lib/api/separation'
import { sourceJobKind } from '@/lib/audio/audio-history'
import { useGenerateSeparation } from '@/lib/queries/generate-separation'
import { generationsQueryOptions } from '@/lib/queries/generations'
import { AudioFooter } from './audio-footer'
import { useUnaffordable } from './job-cost'
import { useAudioSubmit } from './use-audio-submit'
import { FieldError } from '@/components/ui/field-error'
import { stemsLabel } from '@/lib/audio/stems-label'

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
  const [url, setUrl] = useState(initialUrl ?? '')
  const [missing, setMissing] = useState(false)
  const model = separationModelOf(models)
  const generate = useGenerateSeparation()
  const queryClient = useQueryClient()
  const blocked = useUnaffordable(model)

  const send = async (): Promise<boolean> => {
    if (!url) {
      setMissing(true)
      return false
    }
    if (blocked) return false
    const generations = queryClient.getQueryData(generationsQueryOptions().queryKey)?.generations
    const lineage =
      fromId && url === initialUrl
        ? [{ kind: sourceJobKind(fromId, generations), id: fromId }]
        : undefined
    const accepted = await generate.mutateAsync({
      request: { media_url: url },
      label: stemsLabel(url, lineage ? generations?.find((g) => g.id === fromId)?.prompt : null),
      model: model?.model_id ?? '',
      estimatedSeconds: model?.estimated_time_seconds ?? undefined,
      madeFrom: lineage,
    })
    onStarted(accepted.separation_id, url)
    return true
  }
  const run = useAudioSubmit(send)

  return (
    <form
      aria-label="Split into stems"
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault()
        run.submit()
      }}
    >
      <SourceSlot
        kind="audio"
        label="Audio to split"
        url={url}
        onChange={(next) => {
          setUrl(next)
          setMissing(false)
        }}
      />
      <FieldError
        id="stems-source-error"
        message={
          missing ? 'Add the audio to split first: upload a file, pick one, or paste a URL.' : null
        }
      />
      <AudioFooter model={model} run={run} blocked={blocked} submitLabel="Split into stems" />
    </form>
  )
}
