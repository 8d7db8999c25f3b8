'use client'

import { useEffect, useMemo } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { DIALOGUE_MODEL_ID, DialogueTextRequest } from '@/lib/api/dialogue'
import type { Model } from '@/lib/api/models'
import { checkSpeechText } from '@/lib/audio/speech-text'
import { useGenerateDialogue } from '@/lib/queries/generate-dialogue'
import { CountedText } from './counted-text'
import { AudioFooter } from './audio-footer'
import { useUnaffordable } from './job-cost'
import { useAudioSubmit } from './use-audio-submit'
import { VoicePicker } from './voice-picker'
import { readableNotes } from '@/lib/catalog/usage-notes'

interface SpeechValues {
  text: string
  voice: string
  stability: number
  language_code: string
}

type SpeechField = keyof SpeechValues

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

/**
 * Single-voice speech (spec 4.4): text with a live count, a voice from the model's allowlist,
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
  const form = useForm<SpeechValues>({
    defaultValues: { text: '', voice: voices[0] ?? '', stability: 0.5, language_code: 'auto' },
  })
  const { register, control, setValue, setError, clearErrors, formState, getValues } = form
  const [text, voice, stability] = useWatch({ control, name: ['text', 'voice', 'stability'] })
  const check = checkSpeechText(text)
  const max = model?.capabilities?.prompt_max_chars ?? null
  const generate = useGenerateDialogue()
  const blocked = useUnaffordable(model)

  useEffect(() => {
    if (!getValues('voice') && voices[0]) setValue('voice', voices[0])
  }, [getValues, setValue, voices])

  const send = async (): Promise<boolean> => {
    clearErrors()
    const values = getValues()
    const { issue, spokenLength } = checkSpeechText(values.text)
    const language = DialogueTextRequest.shape.language_code.safeParse(values.language_code)
    if (issue) setError('text', { type: 'rule', message: issue })
    else if (max !== null && spokenLength > max)
      setError('text', { type: 'rule', message: `At most ${max} characters for this model.` })
    if (!language.success)
      setError('language_code', {
        type: 'rule',
        message: 'Use auto or a language code like en or pt-BR.',
      })
    if (!model) return false
    if (issue || !language.success || (max !== null && spokenLength > max) || blocked) return false
    const accepted = await generate.mutateAsync({
      request: {
        text: values.text,
        voice: values.voice || null,
        stability: values.stability,
        language_code: values.language_code.trim() || 'auto',
        model: model.model_id,
      },
      label: checkSpeechText(values.text).spoken.slice(0, 60),
      estimatedSeconds: model.estimated_time_seconds ?? undefined,
    })
    onStarted(accepted.generation_id)
    return true
  }

  const run = useAudioSubmit(send, (found) => {
    const field = found.param ? FIELD_OF_PARAM[found.param.replace(/^body\./, '')] : undefined
    const words = typeof found.body?.message === 'string' ? found.body.message : found.message
    if (field) setError(field, { type: 'server', message: words })
  })

  if (!model) return <p className="text-sm text-ink-muted">The catalog lists no speech model.</p>
  return (
    <form
      aria-label="New speech"
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault()
        run.submit()
      }}
    >
      <p className="text-sm text-ink-muted">
        {model.display_name ?? model.model_id}
        {readableNotes(model.usage_notes) ? ` · ${readableNotes(model.usage_notes)}` : ''}
      </p>
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
      <VoicePicker voices={voices} value={voice} onChange={(v) => setValue('voice', v)} />
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
        <Field
          id="speech-language"
          label="Language"
          hint="auto, or a code like en"
          error={formState.errors.language_code?.message}
        >
          <Input
            id="speech-language"
            aria-invalid={Boolean(formState.errors.language_code)}
            aria-describedby={
              formState.errors.language_code ? 'speech-language-error' : 'speech-language-hint'
            }
            {...register('language_code')}
          />
        </Field>
      </div>
      <AudioFooter model={model} run={run} blocked={blocked} submitLabel="Generate speech" />
    </form>
  )
}
