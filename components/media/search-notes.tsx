'use client'

import { RemovableChip } from '@/components/ui/removable-chip'
import { chipLabel, SEARCH_KEYS_HINT } from '@/lib/media/search-chips'
import { parseSearch, withoutToken } from '@/lib/studio-api/search-query'
import { cn } from '@/lib/cn'

/**
 * Under a search field: its keys as chips, then what could not be read (always), or while it is
 * focused, the keys one may type. `id` names the line the field is described by.
 */
export function SearchNotes({
  id,
  text,
  focused,
  onChange,
}: {
  id: string
  text: string
  focused: boolean
  onChange: (next: string) => void
}) {
  const { problems } = parseSearch(text)
  return (
    <>
      <SearchChips text={text} onChange={onChange} />
      <p
        id={id}
        className={cn('text-xs text-ink-muted', !focused && !problems.length && 'sr-only')}
        aria-live="polite"
      >
        {problems[0] ?? SEARCH_KEYS_HINT}
      </p>
    </>
  )
}

/**
 * Each key of a search (`tag:hero`, `starred`, `before:2026-11-01`) as a chip in words; choosing
 * one takes that key out of the text (`onChange` gets the text without it). Words stay as typed.
 */
export function SearchChips({
  text,
  onChange,
}: {
  text: string
  onChange: (next: string) => void
}) {
  const chips = parseSearch(text).tokens.flatMap((token, index) => {
    const chip = chipLabel(token)
    return chip ? [{ chip, index }] : []
  })
  if (!chips.length) return null
  return (
    <ul aria-label="Filters in the search" className="flex flex-wrap gap-1.5">
      {chips.map(({ chip, index }) => (
        <li key={`${index}-${chip}`}>
          <RemovableChip
            removeLabel={`Remove ${chip}`}
            onRemove={() => onChange(withoutToken(text, index))}
          >
            {chip}
          </RemovableChip>
        </li>
      ))}
    </ul>
  )
}
