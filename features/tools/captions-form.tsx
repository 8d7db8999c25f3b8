'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import { useSubmit } from '@/components/forms/use-submit'
import { RadioChips } from '@/components/ui/radio-chips'
import { CAPTIONS_MODEL_ID, CaptionsRequest, type CaptionQuality } from '@/lib/api/captions'
import { formatSeconds } from '@/lib/format'
import { useCaptions } from '@/features/tools/api/tool-job'
import { captionsEstimate, captionsLengthProblem } from '@/features/tools/model/captions-rules'
import { LanguageSelect } from '@/components/forms/language-select'
import { useVideoDuration } from './media-checks'
import { ToolFooter } from './tool-footer'
import { catalogRun, toolRefusal, type ToolFormProps } from './tool-form-props'
import { resultSource, ToolResult } from './tool-result'
import { UrlSource } from './url-source'
import { useLanguages } from '@/components/forms/use-languages'

const QUALITIES = [
  { value: 'auto', label: 'Auto (detects the language, cheaper)' },
  { value: 'best', label: 'Best (choose the language)' },
] as const

/** Captions burned in: auto or best with a language; the estimate from the video's duration. */
export function CaptionsForm({ initialUrl, facts, madeFromOf }: ToolFormProps) {
  const form = useForm({
    resolver: zodResolver(CaptionsRequest),
    defaultValues: {
      media_url: initialUrl,
      quality: 'auto' as CaptionQuality,
      language: null as string | null,
    },
  })
  const { control, setValue, formState } = form
  const [url, chosenQuality, language] = useWatch({
    control,
    name: ['media_url', 'quality', 'language'],
  })
  const quality = chosenQuality ?? 'auto'
  const languages = useLanguages()
  const duration = useVideoDuration(url)
  const mutation = useCaptions()
  const run = useSubmit({ form, describe: toolRefusal, route: 'v1_captions_generate' })
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
  const submit = () =>
    run.submit(
      form.handleSubmit((values) => {
        if (!model) return
        return mutation.mutateAsync({
          request: {
            media_url: values.media_url,
            quality: values.quality,
            ...(values.quality === 'best' ? { language: values.language } : {}),
          },
          label: `Captions: ${madeFrom?.label ?? 'video'}`,
          ...catalogRun(model, madeFrom),
        })
      }),
    )
  const sent = mutation.data ? mutation.variables : undefined
  return (
    <form
      aria-label="Add captions to a video"
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <UrlSource
        kind="video"
        label="Video"
        url={url}
        onChange={(next) => setValue('media_url', next, { shouldValidate: formState.isSubmitted })}
        madeFrom={madeFrom}
        error={formState.errors.media_url?.message}
      />
      {url ? (
        <p className="text-xs text-ink-muted">
          {duration.seconds !== null
            ? `Length: ${formatSeconds(duration.seconds)}.`
            : duration.failed
              ? 'The length could not be read here; the service checks it when you start.'
              : 'Reading the length…'}
        </p>
      ) : null}
      <RadioChips
        name="captions-quality"
        legend="Quality"
        options={QUALITIES}
        value={quality}
        onChange={(v) => setValue('quality', v === 'best' ? 'best' : 'auto')}
      />
      {quality === 'best' ? (
        <LanguageSelect
          label="Spoken language"
          noneLabel="Choose a language"
          languages={languages}
          value={language ?? ''}
          onChange={(next) => setValue('language', next || null)}
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
        onRetry={submit}
      />
      {mutation.data && sent ? (
        <ToolResult
          tool="captions"
          jobId={mutation.data.generation_id}
          source={resultSource(sent.request.media_url, sent.source, 'Video')}
        />
      ) : null}
    </form>
  )
}
