import { useFormContext, useWatch } from 'react-hook-form'
import { Field } from '@/components/ui/field'
import { Select } from '@/components/ui/select'
import type { Model } from '@/lib/api/models'
import type { MusicFormValues } from '@/features/audio/model/music-form'
import { formatCount, formatSeconds } from '@/lib/format'
import { readableNotes } from '@/lib/catalog/usage-notes'

const optionLabel = (m: Model) =>
  [
    m.display_name ?? m.model_id,
    `${formatCount(m.cost_per_generation)} credits`,
    m.estimated_time_seconds ? `~${formatSeconds(m.estimated_time_seconds)}` : null,
  ]
    .filter(Boolean)
    .join(' · ')

/** The catalog's music models, each with what the catalog says of it. */
export function MusicModelPicker({ models }: { models: Model[] }) {
  const { register, control, formState } = useFormContext<MusicFormValues>()
  const value = useWatch({ control, name: 'model' })
  const chosen = models.find((m) => m.model_id === value)
  const error = formState.errors.model?.message
  // What the catalog says of the model in words; its provider is an id ("suno"), not words.
  const notes = chosen ? readableNotes(chosen.usage_notes) : ''
  return (
    <Field id="music-model" label="Model" hint={notes} error={error}>
      <Select
        id="music-model"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'music-model-error' : notes ? 'music-model-hint' : undefined}
        {...register('model')}
      >
        {models.map((m) => (
          <option key={m.model_id} value={m.model_id}>
            {optionLabel(m)}
          </option>
        ))}
        {value && !chosen ? <option value={value}>{value} (not in the catalog)</option> : null}
      </Select>
    </Field>
  )
}
