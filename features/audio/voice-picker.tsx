'use client'

import { useId, useMemo, useState, useSyncExternalStore, type KeyboardEvent } from 'react'
import { filterVoices } from '@/features/audio/model/speech-text'
import { voiceSamples } from '@/features/audio/model/voice-samples'
import type { Model } from '@/lib/api/models'
import { cn } from '@/lib/cn'
import { formatCount } from '@/lib/format'
import { useRoutePermission } from '@/lib/permissions/use-route-permission'

interface VoicePickerProps {
  /** The speech model: its voices (catalog `voice_allowlist`) and the price of a sample. */
  model: Model
  value: string
  onChange: (voice: string) => void
}

/** What the studio adds to a voice's name: whether the account has heard it already. */
const KEPT = 'sample kept'

/** The voices of the model the account has a sample of, on any of its devices. */
function useSampledVoices(model: string): ReadonlySet<string> {
  const samples = useSyncExternalStore(
    voiceSamples.subscribe,
    voiceSamples.getSnapshot,
    voiceSamples.getServerSnapshot,
  )
  return useMemo(
    () => new Set(samples.filter((s) => s.model === model).map((s) => s.voice)),
    [samples, model],
  )
}

/**
 * The speech model's voices (its catalog `voice_allowlist`) as a searchable combobox (WAI-ARIA
 * combobox with a list box): type to filter, arrows to move, Enter to choose, Escape to close.
 */
export function VoicePicker({ model, value, onChange }: VoicePickerProps) {
  const id = useId()
  const listId = `${id}-list`
  const voices = model.voice_allowlist ?? []
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const sampled = useSampledVoices(model.model_id)
  const canSample = useRoutePermission('v1_dialogue_generate') === null
  const shown = filterVoices(voices, open ? query : '', (v) => (sampled.has(v) ? [KEPT] : []))
  const activeVoice = shown[Math.min(active, shown.length - 1)]

  const choose = (voice: string) => {
    onChange(voice)
    setOpen(false)
    setQuery('')
  }
  const openAt = (voice: string | undefined) => {
    setOpen(true)
    setActive(Math.max(0, voice ? shown.indexOf(voice) : 0))
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!open) return openAt(value)
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((i) => Math.min(last, Math.max(0, i + step)))
    } else if (event.key === 'Enter' && open) {
      event.preventDefault()
      if (activeVoice) choose(activeVoice)
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
      setQuery('')
    } else if ((event.key === 'Home' || event.key === 'End') && open) {
      event.preventDefault()
      setActive(event.key === 'Home' ? 0 : last)
    }
  }

  return (
    <div className="relative space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        Voice
      </label>
      <input
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && activeVoice ? `${id}-${activeVoice}` : undefined}
        autoComplete="off"
        value={open ? query : value}
        placeholder={open ? `Search ${voices.length} voices` : undefined}
        onChange={(e) => {
          setQuery(e.target.value)
          setActive(0)
          setOpen(true)
        }}
        onFocus={() => setQuery('')}
        onClick={() => (open ? setOpen(false) : openAt(value))}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        aria-describedby={`${id}-samples`}
        className="control"
      />
      {/* Honest about hearing a voice first: the catalog names its voices and says nothing of
          how they sound, and the service has no free preview (docs/decisions.md §D28). */}
      <p id={`${id}-samples`} className="text-caption text-ink-muted">
        The catalog gives each voice a name only, nothing about how it sounds.
        {canSample
          ? ` To hear one first, make a sample: it costs ${formatCount(model.cost_per_generation)} credits, once per voice, and is kept for your account, to play again on every device for free.`
          : ''}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label="Voices"
        hidden={!open}
        className="absolute z-20 mt-1 max-h-60 w-full overflow-auto rounded-md border border-line bg-surface py-1 shadow-lg"
      >
        {shown.map((voice) => (
          <li
            key={voice}
            id={`${id}-${voice}`}
            role="option"
            aria-selected={voice === value}
            // Chosen on mouse down, before the input's blur closes the list.
            onMouseDown={(e) => {
              e.preventDefault()
              choose(voice)
            }}
            className={cn(
              'cursor-pointer px-3 py-1.5 text-sm',
              voice === activeVoice && 'bg-accent/10 text-accent',
              voice === value && 'font-semibold',
            )}
          >
            {voice}
            {sampled.has(voice) ? (
              <span className="ml-2 text-caption font-normal text-ink-muted">{KEPT}</span>
            ) : null}
          </li>
        ))}
        {shown.length === 0 ? (
          <li role="presentation" className="px-3 py-1.5 text-sm text-ink-muted">
            No voice is called “{query.trim()}”: the catalog gives names only, so search by name
            {sampled.size ? `, or “${KEPT}” for the voices you have heard` : ''}.
          </li>
        ) : null}
      </ul>
    </div>
  )
}
