'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useMemo } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { PromptToolbar } from '@/components/prompt-history/prompt-toolbar'
import { speechValuesOf } from '@/features/audio/model/prefill'
import { speechSnapshotOf } from '@/lib/workspace-sync/snapshot-of-start'
import { z } from 'zod'
import { serviceRefusal, useSubmit } from '@/components/forms/use-submit'
import { LanguageSelect } from '@/components/forms/language-select'
import { useLanguages } from '@/components/forms/use-languages'
import { DIALOGUE_MODEL_ID, DialogueTextRequest } from '@/lib/api/dialogue'
import type { Model } from '@/lib/api/models'
import { checkSpeechText } from '@/features/audio/model/speech-text'
import { ApiError } from '@/lib/http/api-error'
import { audioRunSeed, type SpeechRequest } from '@/lib/forms/audio-run-seed'
import { useGenerateDialogue } from '@/features/audio/api/generate-dialogue'
import { CountedText } from './counted-text'
import { AudioFooter } from './audio-footer'
import { useUnaffordable } from './job-cost'
import { VoicePicker } from './voice-picker'
import { VoiceSampleControl } from './voice-sample'
import { readableNotes } from '@/lib/catalog/usage-notes'

/**
 * The form's schema, on the contract's own fields and rules: a text the service would find empty
 * once tags are removed, one over the model's limit, or a language code it would refuse is
 * refused here with the same words, before anything is sent.
 */
function speechSchema(max: number | null) {
  return z
    .object({
      text: DialogueTextRequest.shape.text,
      voice: z.string(),
      stability: z.number(),
      language_code: z.string(),
    })
    .superRefine((values, ctx) => {
      const { issue, spokenLength } = checkSpeechText(values.text)
      const tooLong = max !== null && spokenLength > max
      if (issue || tooLong) {
        const message = issue ?? `At most ${max} characters for this model.`
        ctx.addIssue({ code: 'custom', path: ['text'], message })
      }
      if (!DialogueTextRequest.shape.language_code.safeParse(values.language_code).success) {
        const message = 'Choose a language from the list, or let the service detect it.'
        ctx.addIssue({ code: 'custom', path: ['language_code'], message })
      }
    })
}
type SpeechValues = z.infer<ReturnType<typeof speechSchema>>

type SpeechField = keyof SpeechValues

/** The request the form sends (and a run of it, each row its own text). */
const requestOf = (values: SpeechValues, model: string): SpeechRequest => ({
  text: values.text,
  voice: values.voice || null,
  stability: values.stability,
  language_code: values.language_code.trim() || 'auto',
  model,
})

function speechModelOf(models: readonly Model[]): Model | null {
  const speech = models.filter((m) => m.model_type.toLowerCase() === 'speech')
  return speech.find((m) => m.model_id === DIALOGUE_MODEL_ID) ?? speech[0] ?? null
}

const FIELD_OF_PARAM: Record<string, SpeechField> = {
  text: 'text',
  'dialogue[0].text': 'text',
  voice: 'voice',
  'dialogue[0].voice': 'voice',
  stability: 'stability',
  language_code: 'language_code',
}

const usualRefusal = serviceRefusal('the History tab')

/** A refused speech job: the service's own words under the field its `param` names. */
function speechRefusal(error: unknown) {
  const { problem } = usualRefusal(error)
  if (!(error instanceof ApiError) || typeof error.body?.param !== 'string') return { problem }
  const field = FIELD_OF_PARAM[error.body.param.replace(/^body\./, '')]
  const words = typeof error.body.message === 'string' ? error.body.message : problem.message
  return { problem, fields: field ? [{ name: field, message: words }] : [] }
}

/**
 * Single-voice speech (docs/service-contract.md §4.4): text with a live count, a voice from the model's allowlist,
 * stability and language. Tags the service strips are shown as the text that will be spoken, and
 * an empty or tags-only text is refused with the service's own message before anything is sent.
 */
export function SpeechForm({
  models,
  onStarted,
}: {
  models: Model[]
  onStarted: (id: string) => void
}) {
  const model = speechModelOf(models)
  const voices = useMemo(() => model?.voice_allowlist ?? [], [model])
  const max = model?.capabilities?.prompt_max_chars ?? null
  const schema = useMemo(() => speechSchema(max), [max])
  const form = useForm<SpeechValues>({
    resolver: zodResolver(schema),
    defaultValues: { text: '', voice: voices[0] ?? '', stability: 0.5, language_code: 'auto' },
  })
  const { register, control, setValue, formState, getValues, handleSubmit } = form
  const [text, voice, stability, languageCode] = useWatch({
    control,
    name: ['text', 'voice', 'stability', 'language_code'],
  })
  const languages = useLanguages()
  const check = checkSpeechText(text)
  const generate = useGenerateDialogue()
  const blocked = useUnaffordable(model)

  useEffect(() => {
    if (!getValues('voice') && voices[0]) setValue('voice', voices[0])
  }, [getValues, setValue, voices])

  const run = useSubmit({ form, describe: speechRefusal, route: 'v1_dialogue_generate' })
  const submit = () => {
    if (!model || blocked) return
    run.submit(
      handleSubmit(async (values) => {
        const accepted = await generate.mutateAsync({
          request: requestOf(values, model.model_id),
          label: checkSpeechText(values.text).spoken.slice(0, 60),
          estimatedSeconds: model.estimated_time_seconds ?? undefined,
        })
        onStarted(accepted.generation_id)
      }),
    )
  }

  if (!model) return <p className="text-sm text-ink-muted">The catalog lists no speech model.</p>
  return (
    <form
      aria-label="New speech"
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <p className="text-sm text-ink-muted">
        {model.display_name ?? model.model_id}
        {readableNotes(model.usage_notes) ? ` · ${readableNotes(model.usage_notes)}` : ''}
      </p>
      <PromptToolbar
        form="speech"
        fieldId="speech-text"
        current={() => speechSnapshotOf(getValues(), model.model_id)}
        apply={(snapshot) => form.reset(speechValuesOf(snapshot, getValues(), voices))}
      />
      <CountedText
        id="speech-text"
        label="Text"
        rows={5}
        length={check.length}
        limit={max}
        error={formState.errors.text?.message}
        {...register('text')}
      />
      {check.tagged ? (
        <div
          role="status"
          aria-label="Audio tags"
          className="rounded-md border border-line bg-surface-muted px-3 py-2 text-sm"
        >
          <p>
            Audio tags such as [laughs] or [whispers] are removed by the service, not performed.
          </p>
          <p className="mt-1">
            <span className="text-ink-muted">Will be spoken: </span>
            {check.spoken ? <q>{check.spoken}</q> : <em>nothing</em>}
          </p>
        </div>
      ) : null}
      <div className="space-y-2">
        <VoicePicker model={model} value={voice} onChange={(v) => setValue('voice', v)} />
        <VoiceSampleControl model={model} voice={voice} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor="speech-stability" className="block text-sm font-medium text-ink">
            Stability <span className="tabular-nums text-ink-muted">{stability.toFixed(2)}</span>
          </label>
          <input
            id="speech-stability"
            type="range"
            min={0}
            max={1}
            step={0.05}
            className="w-full accent-accent"
            {...register('stability', { valueAsNumber: true })}
          />
        </div>
        <LanguageSelect
          label="Language"
          hint="The language the text is written in."
          noneLabel="Detect from the text"
          languages={languages}
          value={languageCode === 'auto' ? '' : languageCode}
          onChange={(code) =>
            setValue('language_code', code || 'auto', { shouldDirty: true, shouldValidate: true })
          }
          error={formState.errors.language_code?.message}
        />
      </div>
      <AudioFooter
        model={model}
        run={{ ...run, submit }}
        blocked={blocked}
        submitLabel="Generate speech"
        onMakeRun={() => {
          const values = getValues()
          audioRunSeed.set({
            kind: 'speech',
            field: 'text',
            text: values.text,
            request: requestOf(values, model.model_id),
          })
        }}
      />
    </form>
  )
}
