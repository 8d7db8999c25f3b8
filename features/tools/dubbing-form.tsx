'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import { useSubmit } from '@/components/forms/use-submit'
import { FieldError } from '@/components/ui/field-error'
import { DUBBING_MODEL_ID, DubbingRequest } from '@/lib/api/dubbing'
import { dubbingCost, dubbingProblem } from '@/features/tools/model/dubbing-rules'
import { useDubbing } from '@/features/tools/api/tool-job'
import { LanguagePicker } from './language-picker'
import { LanguageSelect } from '@/components/forms/language-select'
import { ToolFooter } from './tool-footer'
import { catalogRun, toolRefusal, type ToolFormProps } from './tool-form-props'
import { resultSource, ToolResult } from './tool-result'
import { UrlSource } from './url-source'
import { useLanguages } from '@/components/forms/use-languages'

/** Dubbing: several target languages, an optional source language, priced per language. */
export function DubbingForm({ initialUrl, facts, madeFromOf }: ToolFormProps) {
  const form = useForm({
    resolver: zodResolver(DubbingRequest),
    defaultValues: {
      media_url: initialUrl,
      target_languages: [] as string[],
      source_language: null,
    },
  })
  const { control, setValue, formState } = form
  const [url, targets, source] = useWatch({
    control,
    name: ['media_url', 'target_languages', 'source_language'],
  })
  const languages = useLanguages()
  const mutation = useDubbing()
  const run = useSubmit({ form, describe: toolRefusal, route: 'v1_dubbing_generate' })
  const model = facts.models.find((m) => m.model_id === DUBBING_MODEL_ID)
  const madeFrom = madeFromOf(url)
  const refusal = !url
    ? 'Choose a video first.'
    : !model
      ? 'The catalog offers no dubbing model right now.'
      : dubbingProblem({ targets, source: source || null })
  const submit = () =>
    run.submit(
      form.handleSubmit(({ media_url, target_languages, source_language }) => {
        if (!model) return
        return mutation.mutateAsync({
          request: {
            media_url,
            target_languages,
            ...(source_language ? { source_language } : {}),
          },
          label: `Dub (${target_languages.join(', ')}): ${madeFrom?.label ?? 'video'}`,
          ...catalogRun(model, madeFrom),
        })
      }),
    )
  const price = model?.cost_per_generation ?? null
  const sent = mutation.data ? mutation.variables : undefined
  return (
    <form
      aria-label="Dub a video"
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
      <LanguageSelect
        label="Spoken language of the video"
        hint="Optional: the service detects it when not given."
        noneLabel="Detect automatically"
        languages={languages}
        value={source ?? ''}
        onChange={(next) => setValue('source_language', next || null)}
      />
      <LanguagePicker
        legend="Dub into"
        languages={languages}
        chosen={targets}
        onChange={(next) => setValue('target_languages', next)}
      />
      <FieldError id="dubbing-targets-error" message={formState.errors.target_languages?.message} />
      <ToolFooter
        cost={price === null || targets.length === 0 ? null : dubbingCost(price, targets.length)}
        costDetail={
          price === null ? undefined : `${price} credits per language × ${targets.length}`
        }
        costPending={url ? 'The cost shows once a language is chosen.' : undefined}
        refusal={refusal}
        submitLabel={targets.length > 1 ? `Dub into ${targets.length} languages` : 'Dub'}
        run={run}
        onRetry={submit}
      />
      {mutation.data && sent ? (
        <ToolResult
          tool="dubbing"
          jobId={mutation.data.generation_id}
          source={resultSource(sent.request.media_url, sent.source, 'Video')}
        />
      ) : null}
    </form>
  )
}
