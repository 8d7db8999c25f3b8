'use client'

import dynamic from 'next/dynamic'
import {
  Suspense,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react'
import { CrossMark } from '@/components/ui/cross-mark'
import { cn } from '@/lib/cn'

// What the field understood of the words (chips, problems, the keys one may type) loads once there
// are words or the field is focused: a page's first load carries only the field.
const SearchNotes = dynamic(() => import('./search-notes').then((m) => m.SearchNotes))

/** How long typing rests before the words are searched (Enter searches at once). */
const SETTLE_MS = 250

export interface SearchFieldProps {
  id: string
  /** What is searched, in words: the field's accessible name. */
  label: string
  /** The words searched now (from the URL, say): the field follows when they change elsewhere. */
  value: string
  /** The words to search, once typing rests, on Enter, or when a chip is removed. */
  onSearch: (text: string) => void
  placeholder?: string
  className?: string
  /**
   * Compact, for a header row: a shorter field whose notes (chips, hints) float under it over the
   * page, so opening it or typing in it moves nothing below (Create's feed).
   */
  compact?: boolean
  /** Escape with nothing typed: a field that opens closes, say. */
  onEscapeEmpty?: () => void
  inputRef?: RefObject<HTMLInputElement | null>
}

/**
 * The search field every place that finds results shares (the gallery, the Create feed): words
 * and keys typed as text (lib/studio-api/search-query.ts), each key shown as a chip that removes it,
 * and what could not be read said in words under it.
 */
export function SearchField({
  id,
  label,
  value,
  onSearch,
  placeholder = 'Search everything you made',
  className,
  compact = false,
  onEscapeEmpty,
  inputRef,
}: SearchFieldProps) {
  const [text, setText] = useState(value)
  // What this field last searched, and the value last seen from its owner.
  const [sent, setSent] = useState(value)
  const [seen, setSeen] = useState(value)
  const [focused, setFocused] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // The words changed elsewhere (Back, a link): show them. Its own search coming back as the
  // value leaves the text as typed (a space at its end, say).
  if (value !== seen) {
    setSeen(value)
    if (value !== sent) {
      setSent(value)
      setText(value)
    }
  }
  useEffect(() => () => clearTimeout(timer.current), [])

  const send = (next: string) => {
    clearTimeout(timer.current)
    const trimmed = next.trim()
    if (trimmed === sent.trim()) return
    setSent(trimmed)
    onSearch(trimmed)
  }
  const change = (next: string) => {
    setText(next)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => send(next), SETTLE_MS)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') send(text)
    if (event.key === 'Escape' && text) {
      event.preventDefault()
      change('')
      send('')
    } else if (event.key === 'Escape' && onEscapeEmpty) {
      event.preventDefault()
      onEscapeEmpty()
    }
  }
  const hintId = `${id}-hint`
  return (
    <div className={cn(compact ? 'relative' : 'space-y-2', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative">
        <input
          ref={inputRef}
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={text || focused ? hintId : undefined}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          className={cn(
            'control pr-9 text-base sm:text-sm [&::-webkit-search-cancel-button]:hidden',
            compact && 'py-1',
          )}
        />
        {text ? (
          <button
            type="button"
            aria-label="Clear what is typed"
            onClick={() => {
              setText('')
              send('')
            }}
            className="absolute inset-y-0 right-0 flex w-9 items-center justify-center rounded-md text-ink-muted hover:text-ink"
          >
            <CrossMark />
          </button>
        ) : null}
      </div>
      {/* Their own boundary: the notes' code arriving never hides the field (and takes its focus). */}
      {text || focused ? (
        <Suspense fallback={null}>
          <FloatingIf compact={compact}>
            <SearchNotes
              id={hintId}
              text={text}
              focused={focused}
              onChange={(next) => {
                setText(next)
                send(next)
              }}
            />
          </FloatingIf>
        </Suspense>
      ) : null}
    </div>
  )
}

/** A compact field's notes: a panel over what is under the field, never pushing it down. */
function FloatingIf({ compact, children }: { compact: boolean; children: ReactNode }) {
  if (!compact) return children
  return (
    // Framed only while something in it shows (a hint kept for screen readers alone draws nothing).
    <div className="absolute inset-x-0 top-full z-20 mt-1 space-y-2 rounded-md has-[>:not(.sr-only)]:border has-[>:not(.sr-only)]:border-line has-[>:not(.sr-only)]:bg-surface has-[>:not(.sr-only)]:p-2 has-[>:not(.sr-only)]:shadow-raised">
      {children}
    </div>
  )
}
