'use client'

import dynamic from 'next/dynamic'
import { useEffect, useRef, useState } from 'react'
import { isTyping } from '@/components/ui/registry'
import { useShortcuts } from '@/components/ui/use-shortcuts'
import { createTypedAhead } from './typed-ahead'

// Both load on first use: only this listener is on every page's first load. The palette's code is
// asked for as soon as Ctrl or Cmd goes down, so it is usually in before K is.
const loadPalette = () => import('./palette')
const StudioPalette = dynamic(loadPalette, { ssr: false })
const KeyboardMap = dynamic(() => import('@/features/palette/keyboard-map'), { ssr: false })

const ANYWHERE = [
  { keys: ['Ctrl/Cmd', 'K'], label: 'Go to a page or run a command' },
  { keys: ['?'], label: 'Show these shortcuts (outside text fields)' },
]

/**
 * Ctrl/Cmd+K opens the command palette anywhere; `?` outside a text field, the keyboard map.
 * What is typed between Ctrl+K and the palette's field taking focus (its code may still be on its
 * way) is kept and handed to the field, never lost to the page.
 */
export function KeyboardEntry() {
  const [open, setOpen] = useState<'palette' | 'map' | null>(null)
  const [typed] = useState(createTypedAhead)
  const [shown, setShown] = useState('')
  useShortcuts('anywhere', 'Anywhere', ANYWHERE)
  useEffect(() => typed.onChange(setShown), [typed])
  const openRef = useRef(open)
  useEffect(() => {
    openRef.current = open
  })
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Control' || event.key === 'Meta') void loadPalette()
      if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault()
        event.stopPropagation()
        const opening = openRef.current !== 'palette'
        if (opening) typed.start()
        else typed.stop()
        setOpen(opening ? 'palette' : null)
        return
      }
      // Before the palette's field has focus, its keys are the palette's, not the page's.
      if (typed.active) {
        if (event.key === 'Escape') {
          typed.stop()
          setOpen(null)
        } else typed.key(event)
        event.preventDefault()
        event.stopPropagation()
        return
      }
      if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey) return
      if (isTyping(event.target) || event.defaultPrevented) return
      event.preventDefault()
      setOpen('map')
    }
    // Capturing, on the window: first to hear a key, so the page's own shortcuts never see one
    // meant for the palette.
    window.addEventListener('keydown', onKey, { capture: true })
    return () => window.removeEventListener('keydown', onKey, { capture: true })
  }, [typed])
  const close = () => {
    typed.stop()
    setOpen(null)
  }
  if (open === 'palette') {
    return (
      <>
        {typed.active ? <OpeningPalette typed={shown} /> : null}
        <StudioPalette onClose={close} takeTyped={typed.take} />
      </>
    )
  }
  if (open === 'map') return <KeyboardMap onClose={close} />
  return null
}

/** What shows for the moment the palette's code takes to arrive: what was typed so far. */
function OpeningPalette({ typed }: { typed: string }) {
  return (
    <div
      role="status"
      className="fixed inset-x-0 top-[15svh] z-50 mx-auto w-[calc(100vw-2rem)] max-w-lg rounded-lg border border-line bg-surface px-5 py-4 text-sm shadow-xl"
    >
      <span className="sr-only">Opening the command palette</span>
      <span aria-hidden="true" className={typed ? 'text-ink' : 'text-ink-muted'}>
        {typed || 'Type a page or a command…'}
      </span>
    </div>
  )
}
