'use client'

import { useLayoutEffect, useRef, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

/** The room the phone's docked composer takes at the foot of the screen, kept under the feed. */
const DOCK_ROOM = '--create-dock-room'

/**
 * Where the composer stands: a card at the top of the page on a wide screen, docked at the foot
 * of the screen on a phone (as chat and studio apps do), its panels opening above the bar. The
 * room it takes on a phone is kept under the feed (`DockRoom`), so no result hides behind it.
 */
export function ComposerDock({ children, busy }: { children: ReactNode; busy?: boolean }) {
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const root = document.documentElement
    const observer = new ResizeObserver(() => {
      root.style.setProperty(DOCK_ROOM, `${element.offsetHeight}px`)
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.removeProperty(DOCK_ROOM)
    }
  }, [])
  return (
    <div
      ref={ref}
      aria-busy={busy || undefined}
      className={cn(
        'fixed inset-x-0 bottom-0 z-30 flex max-h-[85svh] flex-col gap-2 overflow-y-auto border-t border-line bg-surface p-2 shadow-focal',
        'pb-[max(0.5rem,env(safe-area-inset-bottom))]',
        'lg:static lg:z-auto lg:max-h-none lg:overflow-visible lg:rounded-card lg:border lg:p-2 lg:shadow-raised',
      )}
    >
      {children}
    </div>
  )
}

/** Under the feed on a phone: as tall as the docked composer, so the last result clears it. */
export function DockRoom() {
  return <div aria-hidden className="h-[var(--create-dock-room,9rem)] lg:hidden" />
}

interface ComposerBarProps {
  model: ReactNode
  prompt: ReactNode
  settings: ReactNode
  go: ReactNode
}

/**
 * The bar itself: model, prompt, settings and Generate in one row on a wide screen; on a phone the
 * model and settings above, the prompt and Generate under them, next to the thumb.
 */
export function ComposerBar({ model, prompt, settings, go }: ComposerBarProps) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2 lg:order-first lg:grid-cols-[15rem_minmax(0,1fr)_auto_auto] lg:gap-3">
      <div className="col-start-1 row-start-1 min-w-0">{model}</div>
      <div className="col-start-1 row-start-2 min-w-0 lg:col-start-2 lg:row-start-1">{prompt}</div>
      <div className="col-start-2 row-start-1 min-w-0 lg:col-start-3">{settings}</div>
      <div className="col-start-2 row-start-2 lg:col-start-4 lg:row-start-1">{go}</div>
    </div>
  )
}
