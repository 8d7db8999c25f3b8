import { useFormContext, useWatch } from 'react-hook-form'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { RadioChips } from '@/components/ui/radio-chips'
import { VOCAL_GENDERS } from '@/lib/api/music'
import type { Model } from '@/lib/api/models'
import { musicCounter, type MusicFormValues } from '@/features/audio/model/music-form'
import { CountedText } from './counted-text'
import { FieldError } from '@/components/ui/field-error'

const GENDER_WORDS: Record<(typeof VOCAL_GENDERS)[number], string> = { m: 'Male', f: 'Female' }

/** Simple mode: one prompt, with its counter. */
export function MusicPromptField({ model }: { model: Model | null }) {
  const { register, control, formState } = useFormContext<MusicFormValues>()
  const prompt = useWatch({ control, name: 'prompt' })
  const { used, limit } = musicCounter(prompt, model)
  return (
    <CountedText
      id="music-prompt"
      label="Prompt"
      rows={4}
      length={used}
      limit={limit}
      error={formState.errors.prompt?.message}
      placeholder="An upbeat synth-pop song about a summer road trip"
      {...register('prompt')}
    />
  )
}

/**
 * Advanced mode: title and style, vocal gender unless instrumental, and exactly one of a song
 * description (the service writes the lyrics) or lyrics of your own, line breaks kept.
 */
export function MusicAdvancedFields({ model }: { model: Model | null }) {
  const { register, control, formState, setValue } = useFormContext<MusicFormValues>()
  const [instrumental, gender, description, lyrics] = useWatch({
    control,
    name: ['instrumental', 'vocal_gender', 'song_description', 'lyrics'],
  })
  const errors = formState.errors
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="music-title" label="Title" error={errors.title?.message}>
          <Input
            id="music-title"
            aria-invalid={Boolean(errors.title)}
            aria-describedby={errors.title ? 'music-title-error' : undefined}
            {...register('title')}
          />
        </Field>
        <Field
          id="music-style"
          label="Style"
          error={errors.style?.message}
          hint="Genre, mood, instruments"
        >
          <Input
            id="music-style"
            aria-invalid={Boolean(errors.style)}
            aria-describedby={errors.style ? 'music-style-error' : 'music-style-hint'}
            {...register('style')}
          />
        </Field>
      </div>
      {instrumental ? null : (
        <div className="space-y-1">
          <RadioChips
            name="music-vocal-gender"
            legend="Vocal gender"
            options={VOCAL_GENDERS.map((g) => ({ value: g, label: GENDER_WORDS[g] }))}
            value={gender}
            onChange={(value) => setValue('vocal_gender', value === 'f' ? 'f' : 'm')}
            errorId={errors.vocal_gender ? 'music-vocal-gender-error' : undefined}
          />
          <FieldError id="music-vocal-gender-error" message={errors.vocal_gender?.message} />
        </div>
      )}
      <p className="text-sm text-ink-muted">
        Fill exactly one of these two: a description (the service writes the lyrics) or your own
        lyrics.
      </p>
      <CountedText
        id="music-song-description"
        label="Song description"
        rows={3}
        length={description.length}
        limit={musicCounter(description, model).limit}
        error={errors.song_description?.message}
        {...register('song_description')}
      />
      <CountedText
        id="music-lyrics"
        label="Lyrics"
        rows={8}
        length={lyrics.length}
        limit={musicCounter(lyrics, model).limit}
        hint="Line breaks are kept; [Verse] and [Chorus] lines mark the parts."
        error={errors.lyrics?.message}
        {...register('lyrics')}
      />
    </div>
  )
}
