'use client'

import { ChevronLeft, ChevronRight, X } from 'lucide-react'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { ModalDialog } from '@/components/ui/modal-dialog'
import type { OutputView } from '@/lib/jobs/generation-view'
import { OutputMedia } from './output-media'

export interface LightboxItem {
  key: string
  output: OutputView
  /** The output's name (its prompt), for the title and the media's label. */
  title: string
  /** What goes beside the media: its facts and its next steps. */
  aside: ReactNode
}

interface LightboxProps {
  items: readonly LightboxItem[]
  index: number
  onIndex: (index: number) => void
  onClose: () => void
}

/** Keys typed into a field belong to the field, not to the lightbox. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
}

const navButton =
  'inline-flex size-9 items-center justify-center rounded-md border border-line bg-surface hover:bg-surface-muted disabled:opacity-40'

/**
 * One output full size, with what goes beside it, over the page: the browser's modal dialog
 * (focus kept inside, Escape closes, focus back where it was), the left and right arrows (and the
 * buttons) going to the previous and the next output.
 */
export function Lightbox({ items, index, onIndex, onClose }: LightboxProps) {
  const titleId = useId()
  const closeRef = useRef<HTMLButtonElement>(null)
  const item = items[index]
  const count = items.length
  const latest = useRef({ index, count, onIndex })
  useEffect(() => {
    latest.current = { index, count, onIndex }
  })
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.metaKey || event.ctrlKey || typing(event.target)) return
      const { index: at, count: total, onIndex: go } = latest.current
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
      if (!step) return
      event.preventDefault()
      const next = at + step
      if (next >= 0 && next < total) go(next)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])
  if (!item) return null
  return (
    <ModalDialog
      titleId={titleId}
      descriptionId={undefined}
      size="xl"
      initialFocus={closeRef}
      inPlace={false}
      dismissible
      onDismiss={onClose}
    >
      <div className="flex items-center gap-2 border-b border-line px-4 py-2">
        <h2 id={titleId} className="min-w-0 flex-1 truncate text-body font-semibold">
          {item.title}
        </h2>
        <span className="shrink-0 text-caption tabular-nums text-ink-muted" aria-live="polite">
          {index + 1} of {count}
        </span>
        <button
          type="button"
          className={navButton}
          disabled={index === 0}
          onClick={() => onIndex(index - 1)}
          aria-label="Previous (Left arrow)"
          aria-keyshortcuts="ArrowLeft"
        >
          <ChevronLeft aria-hidden className="size-5" />
        </button>
        <button
          type="button"
          className={navButton}
          disabled={index === count - 1}
          onClick={() => onIndex(index + 1)}
          aria-label="Next (Right arrow)"
          aria-keyshortcuts="ArrowRight"
        >
          <ChevronRight aria-hidden className="size-5" />
        </button>
        <button
          ref={closeRef}
          type="button"
          className={navButton}
          onClick={onClose}
          aria-label="Close"
        >
          <X aria-hidden className="size-5" />
        </button>
      </div>
      <div className="flex min-h-0 flex-col overflow-y-auto lg:flex-row">
        <figure
          key={item.key}
          className="flex min-w-0 flex-1 items-center justify-center bg-black/90 p-2 [&_img]:max-h-[78svh] [&_video]:max-h-[78svh]"
        >
          <OutputMedia output={item.output} label={item.title} />
        </figure>
        <aside className="w-full shrink-0 space-y-4 p-4 lg:max-h-[84svh] lg:w-80 lg:overflow-y-auto">
          {item.aside}
        </aside>
      </div>
    </ModalDialog>
  )
}
