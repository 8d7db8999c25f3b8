'use client'

import { useState } from 'react'
import { RadioChips } from '@/components/ui/radio-chips'
import { CAPTIONS_MODEL_ID, CaptionsRequest, type CaptionQuality } from '@/lib/api/captions'
import { formatSeconds } from '@/lib/format'
import { useCaptions } from '@/lib/queries/captions'
import { captionsEstimate, captionsLengthProblem } from '@/lib/tools/captions-rules'
import { LanguageSelect } from './language-select'
import { useVideoDuration } from './media-checks'
import { ToolFooter } from './tool-footer'
import { catalogRun, type ToolFormProps } from './tool-form-props'
import { resultSource, ToolResult } from './tool-result'
import { UrlSource } from './url-source'
import { useLanguages } from './use-languages'
import { useToolSubmit } from './use-tool-submit'

const QUALITIES = [
  { value: 'auto', label: 'Auto (detects the language, cheaper)' },
  { value: 'best', label: 'Best (choose the language)' },
] as const

/** Captions burned in: auto or best with a language; the estimate from the video's duration. */
export function CaptionsForm({ initialUrl, facts, madeFromOf }: ToolFormProps) {
  const [url, setUrl] = useState(initialUrl)
  const [quality, setQuality] = useState<CaptionQuality>('auto')
  const [language, setLanguage] = useState('')
  const languages = useLanguages()
  const duration = useVideoDuration(url)
  const run = useToolSubmit(useCaptions())
  const model = facts.models.find((m) => m.model_id === CAPTIONS_MODEL_ID)
  const madeFrom = madeFromOf(url)
  const estimate = model
    ? captionsEstimate(model.cost_per_generation, quality, duration.seconds)
    : null
  const refusal = !url
    ? 'Choose a video first.'
    : !model
      ? 'The catalog offers no captions model right now.'
      : duration.seconds === null && !duration.failed
        ? 'Reading the video’s length…'
        : (captionsLengthProblem(duration.seconds) ??
          (quality === 'best' && !language ? 'Choose the spoken language for quality best.' : null))
  const submit = () => {
    const request = CaptionsRequest.safeParse({
      media_url: url,
      quality,
      ...(quality === 'best' ? { language } : {}),
    })
    if (!request.success || !model) return
    run.submit({
      request: request.data,
      label: `Captions: ${madeFrom?.label ?? 'video'}`,
      ...catalogRun(model, madeFrom),
    })
  }
  return (
    <div className="space-y-4">
      <UrlSource kind="video" label="Video" url={url} onChange={setUrl} madeFrom={madeFrom} />
      {url ? (
        <p className="text-xs text-ink-muted">
          {duration.seconds !== null
            ? `Length: ${formatSeconds(duration.seconds)} (read in the browser).`
            : duration.failed
              ? 'The browser could not read the length; the service checks it.'
              : 'Reading the length…'}
        </p>
      ) : null}
      <RadioChips
        name="captions-quality"
        legend="Quality"
        options={QUALITIES}
        value={quality}
        onChange={(v) => setQuality(v === 'best' ? 'best' : 'auto')}
      />
      {quality === 'best' ? (
        <LanguageSelect
          label="Spoken language"
          noneLabel="Choose a language"
          languages={languages}
          value={language}
          onChange={setLanguage}
        />
      ) : null}
      <ToolFooter
        cost={estimate?.total ?? null}
        costDetail={
          estimate && duration.seconds !== null
            ? `estimate: ${estimate.transcription} for transcription + ${estimate.render} for rendering ${formatSeconds(duration.seconds)}`
            : undefined
        }
        costPending={url ? 'The estimate shows once the video’s length is read.' : undefined}
        refusal={refusal}
        submitLabel="Add captions"
        run={run}
        onSubmit={submit}
      />
      {run.accepted && run.sent ? (
        <ToolResult
          tool="captions"
          jobId={run.accepted.generation_id}
          source={resultSource(run.sent.request.media_url, run.sent.source, 'Video')}
        />
      ) : null}
    </div>
  )
}
