'use client'

import { useId, useState, type KeyboardEvent } from 'react'
import { filterVoices } from '@/features/audio/model/speech-text'
import { cn } from '@/lib/cn'

interface VoicePickerProps {
  voices: readonly string[]
  value: string
  onChange: (voice: string) => void
}

/**
 * The speech model's voices (its catalog `voice_allowlist`) as a searchable combobox (WAI-ARIA
 * combobox with a list box): type to filter, arrows to move, Enter to choose, Escape to close.
 */
export function VoicePicker({ voices, value, onChange }: VoicePickerProps) {
  const id = useId()
  const listId = `${id}-list`
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const shown = filterVoices(voices, open ? query : '')
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
      {/* Honest about hearing a voice first: the catalog lists names only and the service has no
          free preview (docs/decisions.md §D28), so a sample costs a short job, priced first. */}
      <p id={`${id}-samples`} className="text-caption text-ink-muted">
        To hear a voice first, make a short sample of it: its price shows before you do, and it is
        kept, so each voice is paid for once.
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
          </li>
        ))}
        {shown.length === 0 ? (
          <li role="presentation" className="px-3 py-1.5 text-sm text-ink-muted">
            No voice matches “{query}”.
          </li>
        ) : null}
      </ul>
    </div>
  )
}
