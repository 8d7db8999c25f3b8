'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useCallback, useEffect } from 'react'
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form'
import { PromptToolbar } from '@/components/prompt-history/prompt-toolbar'
import { musicValuesOf } from '@/features/audio/model/prefill'
import { musicSnapshotOf } from '@/features/audio/model/music-snapshot'
import { serviceRefusal, useSubmit } from '@/components/forms/use-submit'
import { RadioChips } from '@/components/ui/radio-chips'
import { audioRunSeed, type AudioRunSeed } from '@/lib/forms/audio-run-seed'
import { Switch } from '@/components/ui/switch'
import type { Model } from '@/lib/api/models'
import {
  buildMusicRequest,
  defaultMusicModel,
  emptyMusicValues,
  musicFieldOfParam,
  musicFormSchema,
  musicModels,
  type MusicFormValues,
} from '@/features/audio/model/music-form'
import { disabledModelAlternatives } from '@/features/audio/model/model-alternatives'
import { ApiError } from '@/lib/http/api-error'
import { useGenerateMusic } from '@/features/audio/api/generate-music'
import { AudioFooter } from './audio-footer'
import { useUnaffordable } from './job-cost'
import { MusicAdvancedFields, MusicPromptField } from './music-fields'
import { MusicModelPicker } from './music-model-picker'

const MODES = [
  { value: 'simple', label: 'Simple' },
  { value: 'advanced', label: 'Advanced' },
] as const

function labelOf(values: MusicFormValues): string {
  const text = values.mode === 'simple' ? values.prompt : values.title
  const line = text.trim().replace(/\s+/g, ' ')
  return line.length > 60 ? `${line.slice(0, 59)}…` : line || 'Song'
}

const usualRefusal = serviceRefusal('the History tab')

/** The form handed to a run: each row replaces the text the song is made from. */
function musicRunSeed(values: MusicFormValues): AudioRunSeed {
  const field =
    values.mode === 'simple' ? 'prompt' : values.lyrics.trim() ? 'lyrics' : 'song_description'
  return { kind: 'music', field, text: values[field], request: buildMusicRequest(values) }
}

/**
 * A refused song: the service's own words under the field its `param` names, and for
 * model_disabled the alternatives its hint names, each one click away.
 */
function musicRefusal(error: unknown, catalogIds: string[]) {
  const { problem } = usualRefusal(error)
  if (!(error instanceof ApiError)) return { problem }
  const field = musicFieldOfParam(error.body?.param)
  const words = typeof error.body?.message === 'string' ? error.body.message : problem.message
  const alternatives =
    problem.code === 'model_disabled' ? disabledModelAlternatives(error.body, catalogIds) : null
  return {
    problem: alternatives
      ? {
          ...problem,
          fix: alternatives.length
            ? { kind: 'pick' as const, target: 'model' as const, values: alternatives }
            : null,
        }
      : problem,
    fields: field ? [{ name: field, message: words }] : [],
  }
}

/**
 * Music in two modes that never mix: the form keeps what was typed in each, the request carries
 * only the active one. Every rule is checked here with the service's own function before sending.
 */
export function MusicForm({
  models,
  onStarted,
}: {
  models: Model[]
  onStarted: (id: string) => void
}) {
  const music = musicModels(models)
  const modelOf = useCallback((id: string) => music.find((m) => m.model_id === id) ?? null, [music])
  // The rules depend on the chosen model (its text limits): the schema follows it.
  const resolver = useCallback<Resolver<MusicFormValues>>(
    (values, context, options) =>
      zodResolver(musicFormSchema(modelOf(values.model)))(values, context, options) as ReturnType<
        Resolver<MusicFormValues>
      >,
    [modelOf],
  )
  const form = useForm<MusicFormValues>({
    defaultValues: emptyMusicValues(defaultMusicModel(models)),
    resolver,
  })
  const { control, setValue, clearErrors, handleSubmit } = form
  const [mode, modelId] = useWatch({ control, name: ['mode', 'model'] })
  const model = music.find((m) => m.model_id === modelId) ?? null
  const generate = useGenerateMusic()
  const blocked = useUnaffordable(model)

  // The catalog arrived after the form: start on its default model.
  useEffect(() => {
    if (!form.getValues('model') && music[0]) setValue('model', defaultMusicModel(models))
  }, [form, music, models, setValue])

  const run = useSubmit({
    form,
    describe: (error) =>
      musicRefusal(
        error,
        music.map((m) => m.model_id),
      ),
    route: 'v1_music_generate',
  })
  const submit = () => {
    if (blocked) return
    run.submit(
      handleSubmit(async (values) => {
        const accepted = await generate.mutateAsync({
          request: buildMusicRequest(values),
          label: labelOf(values),
          estimatedSeconds: model?.estimated_time_seconds ?? undefined,
        })
        onStarted(String(accepted.generation_id))
      }),
    )
  }

  return (
    <FormProvider {...form}>
      <form
        aria-label="New song"
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <MusicModelPicker models={music} />
        <PromptToolbar
          form="music"
          fieldId="music-prompt"
          current={() => musicSnapshotOf(form.getValues())}
          apply={(snapshot) => form.reset(musicValuesOf(snapshot, form.getValues()))}
        />
        <RadioChips
          name="music-mode"
          legend="Mode"
          options={MODES}
          value={mode}
          onChange={(mode) => {
            clearErrors()
            setValue('mode', mode === 'advanced' ? 'advanced' : 'simple')
          }}
        />
        <Switch
          id="music-instrumental"
          label="Instrumental (no vocals)"
          {...form.register('instrumental')}
        />
        {mode === 'simple' ? (
          <MusicPromptField model={model} />
        ) : (
          <MusicAdvancedFields model={model} />
        )}
        <AudioFooter
          model={model}
          run={{ ...run, submit }}
          blocked={blocked}
          submitLabel="Generate music"
          onMakeRun={() => audioRunSeed.set(musicRunSeed(form.getValues()))}
          onPickModel={(id) => {
            setValue('model', id)
            clearErrors('model')
          }}
        />
      </form>
    </FormProvider>
  )
}
