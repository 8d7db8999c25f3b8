'use client'

import { useState } from 'react'
import { DUBBING_MODEL_ID, DubbingRequest } from '@/lib/api/dubbing'
import { dubbingCost, dubbingProblem } from '@/lib/tools/dubbing-rules'
import { useDubbing } from '@/lib/queries/dubbing'
import { LanguagePicker } from './language-picker'
import { LanguageSelect } from './language-select'
import { ToolFooter } from './tool-footer'
import { catalogRun, type ToolFormProps } from './tool-form-props'
import { resultSource, ToolResult } from './tool-result'
import { UrlSource } from './url-source'
import { useLanguages } from './use-languages'
import { useToolSubmit } from './use-tool-submit'

/** Dubbing: several target languages, an optional source language, priced per language. */
export function DubbingForm({ initialUrl, facts, madeFromOf }: ToolFormProps) {
  const [url, setUrl] = useState(initialUrl)
  const [targets, setTargets] = useState<string[]>([])
  const [source, setSource] = useState('')
  const languages = useLanguages()
  const run = useToolSubmit(useDubbing())
  const model = facts.models.find((m) => m.model_id === DUBBING_MODEL_ID)
  const madeFrom = madeFromOf(url)
  const refusal = !url
    ? 'Choose a video first.'
    : !model
      ? 'The catalog offers no dubbing model right now.'
      : dubbingProblem({ targets, source: source || null })
  const submit = () => {
    const request = DubbingRequest.safeParse({
      media_url: url,
      target_languages: targets,
      ...(source ? { source_language: source } : {}),
    })
    if (!request.success || !model) return
    run.submit({
      request: request.data,
      label: `Dub (${targets.join(', ')}): ${madeFrom?.label ?? 'video'}`,
      ...catalogRun(model, madeFrom),
    })
  }
  const price = model?.cost_per_generation ?? null
  return (
    <div className="space-y-4">
      <UrlSource kind="video" label="Video" url={url} onChange={setUrl} madeFrom={madeFrom} />
      <LanguageSelect
        label="Spoken language of the video"
        hint="Optional: the service detects it when not given."
        noneLabel="Detect automatically"
        languages={languages}
        value={source}
        onChange={setSource}
      />
      <LanguagePicker
        legend="Dub into"
        languages={languages}
        chosen={targets}
        onChange={setTargets}
      />
      <ToolFooter
        cost={price === null || targets.length === 0 ? null : dubbingCost(price, targets.length)}
        costDetail={
          price === null ? undefined : `${price} credits per language × ${targets.length}`
        }
        costPending={url ? 'The cost shows once a language is chosen.' : undefined}
        refusal={refusal}
        submitLabel={targets.length > 1 ? `Dub into ${targets.length} languages` : 'Dub'}
        run={run}
        onSubmit={submit}
      />
      {run.accepted && run.sent ? (
        <ToolResult
          tool="dubbing"
          jobId={run.accepted.generation_id}
          source={resultSource(run.sent.request.media_url, run.sent.source, 'Video')}
        />
      ) : null}
    </div>
  )
}
