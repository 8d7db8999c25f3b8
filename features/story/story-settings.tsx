'use client'

import { useFormContext } from 'react-hook-form'
import { Field } from '@/components/ui/field'
import { FieldError } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import type { Model } from '@/lib/api/models'
import { aspectChoices, modelLabel } from '@/features/story/model/story-models'
import type { StoryDraft } from '@/features/story/model/story-values'

interface StorySettingsProps {
  models: readonly Model[]
  model: Model
  onModelChange: (modelId: string) => void
}

/** Title, model (only those the story route accepts) and the model's aspect ratios. */
export function StorySettings({ models, model, onModelChange }: StorySettingsProps) {
  const { register, formState } = useFormContext<StoryDraft>()
  const errors = formState.errors
  const aspects = aspectChoices(model)
  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1fr)]">
      <div className="space-y-1">
        <label htmlFor="story-title" className="block text-sm font-medium text-ink">
          Title <span className="font-normal text-ink-muted">(optional)</span>
        </label>
        <Input
          id="story-title"
          autoComplete="off"
          aria-invalid={Boolean(errors.title)}
          aria-describedby={errors.title ? 'story-title-error' : undefined}
          {...register('title')}
        />
        <FieldError id="story-title-error" message={errors.title?.message} />
      </div>
      <Field
        id="story-model"
        label="Video model"
        hint="Models that make video from a prompt alone."
        error={errors.model?.message}
      >
        <Select
          id="story-model"
          aria-invalid={Boolean(errors.model)}
          aria-describedby={errors.model ? 'story-model-error' : 'story-model-hint'}
          {...register('model', { onChange: (event) => onModelChange(String(event.target.value)) })}
        >
          {models.map((m) => (
            <option key={m.model_id} value={m.model_id}>
              {modelLabel(m)}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="story-aspect" label="Aspect ratio" error={errors.aspect_ratio?.message}>
        <Select
          id="story-aspect"
          disabled={aspects.length === 0}
          aria-invalid={Boolean(errors.aspect_ratio)}
          aria-describedby={errors.aspect_ratio ? 'story-aspect-error' : undefined}
          {...register('aspect_ratio')}
        >
          {aspects.length === 0 ? <option value="">Model default</option> : null}
          {aspects.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  )
}
