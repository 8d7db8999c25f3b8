'use client'

import { useEffect } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { RadioChips } from '@/components/ui/radio-chips'
import { Switch } from '@/components/ui/switch'
import type { Model } from '@/lib/api/models'
import {
  buildMusicRequest,
  defaultMusicModel,
  emptyMusicValues,
  musicFieldOfParam,
  musicFormIssues,
  musicModels,
  type MusicFormValues,
} from '@/lib/audio/music-form'
import { disabledModelAlternatives } from '@/lib/audio/model-alternatives'
import { useGenerateMusic } from '@/lib/queries/generate-music'
import { AudioFooter } from './audio-footer'
import { useUnaffordable } from './job-cost'
import { MusicAdvancedFields, MusicPromptField } from './music-fields'
import { MusicModelPicker } from './music-model-picker'
import { useAudioSubmit, type AudioProblem } from './use-audio-submit'

const MODES = [
  { value: 'simple', label: 'Simple' },
  { value: 'advanced', label: 'Advanced' },
] as const

function labelOf(values: MusicFormValues): string {
  const text = values.mode === 'simple' ? values.prompt : values.title
  const line = text.trim().replace(/\s+/g, ' ')
  return line.length > 60 ? `${line.slice(0, 59)}…` : line || 'Song'
}

/** model_disabled: the alternatives the hint names, each one click away. */
function withModelFix(problem: AudioProblem, catalogIds: string[]): AudioProblem {
  if (problem.code !== 'model_disabled') return problem
  const values = disabledModelAlternatives(problem.body, catalogIds)
  return { ...problem, fix: values.length ? { kind: 'pick', target: 'model', values } : null }
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
  const form = useForm<MusicFormValues>({
    defaultValues: emptyMusicValues(defaultMusicModel(models)),
  })
  const { control, setValue, setError, clearErrors, handleSubmit } = form
  const [mode, modelId] = useWatch({ control, name: ['mode', 'model'] })
  const model = music.find((m) => m.model_id === modelId) ?? null
  const generate = useGenerateMusic()
  const blocked = useUnaffordable(model)

  // The catalog arrived after the form: start on its default model.
  useEffect(() => {
    if (!form.getValues('model') && music[0]) setValue('model', defaultMusicModel(models))
  }, [form, music, models, setValue])

  const send = async (): Promise<boolean> => {
    let valid = false
    await handleSubmit((checked) => {
      clearErrors()
      const issues = musicFormIssues(checked, model)
      for (const issue of issues) setError(issue.field, { type: 'rule', message: issue.message })
      valid = issues.length === 0
    })()
    if (!valid || blocked) return false
    const accepted = await generate.mutateAsync({
      request: buildMusicRequest(form.getValues()),
      label: labelOf(form.getValues()),
      estimatedSeconds: model?.estimated_time_seconds ?? undefined,
    })
    onStarted(String(accepted.generation_id))
    return true
  }

  const run = useAudioSubmit(send, (found) => {
    const field = musicFieldOfParam(found.param)
    const serviceWords =
      typeof found.body?.message === 'string' ? found.body.message : found.message
    if (field) setError(field, { type: 'server', message: serviceWords })
  })
  const shown = run.problem
    ? withModelFix(
        run.problem,
        music.map((m) => m.model_id),
      )
    : null

  return (
    <FormProvider {...form}>
      <form
        aria-label="New song"
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault()
          run.submit()
        }}
      >
        <MusicModelPicker models={music} />
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
          run={{ ...run, problem: shown }}
          blocked={blocked}
          submitLabel="Generate music"
          onPickModel={(id) => {
            setValue('model', id)
            clearErrors('model')
          }}
        />
      </form>
    </FormProvider>
  )
}
