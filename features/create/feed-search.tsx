'use client'

import dynamic from 'next/dynamic'
import { SearchMark } from '@/components/ui/search-mark'
import { useEffect, useRef, useState } from 'react'
import { isTyping } from '@/components/ui/registry'
import { useShortcuts } from '@/components/ui/use-shortcuts'
import { cn } from '@/lib/cn'
import { useFeedQuery } from './use-feed-query'

// The field's code (its chips and hints) loads when the search is first opened, never with Create.
const SearchField = dynamic(
  () => import('@/components/media/search-field').then((m) => m.SearchField),
  { ssr: false, loading: () => <div className="control h-[1.875rem] py-1" aria-hidden /> },
)

const SHORTCUTS = [{ keys: ['/'], label: 'Search your results (outside text fields)' }]

/**
 * Create's search, beside the page's title: a button that opens a field in that same row (over
 * the row on a phone), so the feed's newest result stays where it is, high on the first screen.
 * Its words filter the feed through the gallery's search (`?q=` in the URL). `/` opens it;
 * Escape clears the words, then closes it.
 */
export function FeedSearch() {
  const { q, setQuery } = useFeedQuery()
  const [opened, setOpened] = useState(false)
  const open = opened || Boolean(q)
  const inputRef = useRef<HTMLInputElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const [focusWhenShown, setFocusWhenShown] = useState(false)
  useShortcuts('feed-search', 'Create', SHORTCUTS)

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return
      if (isTyping(event.target) || event.defaultPrevented) return
      // Over an open dialog (the lightbox, the palette) the key is not the page's.
      if (document.querySelector('dialog[open], [role="dialog"]')) return
      event.preventDefault()
      setOpened(true)
      setFocusWhenShown(true)
      inputRef.current?.focus()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
  // The field's code may arrive after the click: focus it once it is there.
  useEffect(() => {
    if (!focusWhenShown) return
    const id = setInterval(() => {
      if (!inputRef.current) return
      inputRef.current.focus()
      setFocusWhenShown(false)
    }, 30)
    return () => clearInterval(id)
  }, [focusWhenShown])

  const close = () => {
    setQuery('')
    setOpened(false)
    setFocusWhenShown(false)
    requestAnimationFrame(() => buttonRef.current?.focus())
  }
  if (!open) {
    return (
      <button
        ref={buttonRef}
        type="button"
        aria-label="Search your results"
        aria-keyshortcuts="/"
        title="Search your results (/)"
        onClick={() => {
          setOpened(true)
          setFocusWhenShown(true)
        }}
        className="inline-flex size-7 shrink-0 items-center justify-center rounded-md text-ink-muted hover:bg-surface hover:text-ink"
      >
        <SearchMark />
      </button>
    )
  }
  return (
    <div
      role="search"
      aria-label="Search your results"
      className={cn(
        // A phone: over the title row (and the board's line under it). A wide screen: in the row,
        // beside the title.
        'absolute inset-0 z-10 flex items-start bg-surface-muted',
        'lg:static lg:z-auto lg:w-80 lg:bg-transparent',
      )}
      onBlur={(event) => {
        // Left empty: it folds back into its button.
        const leaving = !event.currentTarget.contains(event.relatedTarget)
        if (leaving && !q && !inputRef.current?.value) setOpened(false)
      }}
    >
      <SearchField
        id="create-search"
        label="Search your results"
        placeholder="Search your results"
        value={q}
        onSearch={setQuery}
        onEscapeEmpty={close}
        inputRef={inputRef}
        compact
        className="w-full"
      />
    </div>
  )
}
