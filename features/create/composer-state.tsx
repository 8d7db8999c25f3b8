'use client'

import { createContext, useContext, useMemo, useState, type ReactNode } from 'react'
import type { Selection } from '@/lib/forms/initial-selection'

/** Where the composer puts the cursor once it has taken a run in: the prompt, or Generate. */
export type ComposerFocus = 'prompt' | 'generate'

export interface ComposerState {
  selection: Selection
  /** Counts the runs taken in: the form starts again from the selection with each. */
  round: number
  focus: ComposerFocus | null
  /** Another model or the same one, keeping the form (the studio carries its values over). */
  setSelection: (selection: Selection) => void
  /** A run taken in from the feed (Animate, Vary): the form starts again from it. */
  load: (selection: Selection, focus: ComposerFocus) => void
}

const ComposerContext = createContext<ComposerState | null>(null)

/**
 * What the composer holds, above both the composer and the feed, so a result's next step (Animate,
 * Vary) fills the composer in one click without leaving the page. Keyed by the page's URL: a link
 * (Remix, Use as input) starts it again.
 */
export function ComposerProvider({
  initial,
  children,
}: {
  initial: Selection
  children: ReactNode
}) {
  const [selection, setSelection] = useState(initial)
  const [taken, setTaken] = useState<{ round: number; focus: ComposerFocus | null }>({
    round: 0,
    focus: null,
  })
  const value = useMemo<ComposerState>(
    () => ({
      selection,
      round: taken.round,
      focus: taken.focus,
      setSelection,
      load: (next, focus) => {
        setSelection(next)
        setTaken((t) => ({ round: t.round + 1, focus }))
      },
    }),
    [selection, taken],
  )
  return <ComposerContext.Provider value={value}>{children}</ComposerContext.Provider>
}

export function useComposer(): ComposerState {
  const state = useContext(ComposerContext)
  if (!state) throw new Error('useComposer outside ComposerProvider')
  return state
}
