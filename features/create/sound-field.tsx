import { useFormContext } from 'react-hook-form'
import { FieldError } from '@/components/ui/field-error'
import { Switch } from '@/components/ui/switch'
import type { MediaFormValues } from '@/lib/forms/media-values'
import { errorId, fieldId } from './field-ids'

/** The `sound` toggle, offered only for models whose video_audio is toggle_via_sound_param. */
export function SoundField({ label }: { label: string }) {
  const { register, formState } = useFormContext<MediaFormValues>()
  const error = formState.errors.sound?.message
  return (
    <div className="space-y-1">
      <Switch id={fieldId('sound')} label={label} {...register('sound')} />
      <FieldError id={errorId('sound')} message={error} />
    </div>
  )
}
