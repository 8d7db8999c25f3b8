'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'
import { isTyping } from '@/components/ui/registry'
import { useShortcuts } from '@/components/ui/use-shortcuts'

// Both load on first use: only this listener is on every page's first load.
const StudioPalette = dynamic(() => import('./palette'), { ssr: false })
const KeyboardMap = dynamic(() => import('@/features/palette/keyboard-map'), { ssr: false })

const ANYWHERE = [
  { keys: ['Ctrl/Cmd', 'K'], label: 'Go to a page or run a command' },
  { keys: ['?'], label: 'Show these shortcuts (outside text fields)' },
]

/** Ctrl/Cmd+K opens the command palette anywhere; `?` outside a text field, the keyboard map. */
export function KeyboardEntry() {
  const [open, setOpen] = useState<'palette' | 'map' | null>(null)
  useShortcuts('anywhere', 'Anywhere', ANYWHERE)
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault()
        setOpen((now) => (now === 'palette' ? null : 'palette'))
        return
      }
      if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey) return
      if (isTyping(event.target) || event.defaultPrevented) return
      event.preventDefault()
      setOpen('map')
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])
  const close = () => setOpen(null)
  if (open === 'palette') return <StudioPalette onClose={close} />
  if (open === 'map') return <KeyboardMap onClose={close} />
  return null
}
