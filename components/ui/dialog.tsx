'use client'

import { useId, type ReactNode, type RefObject } from 'react'
import { ModalDialog } from './modal-dialog'

interface DialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  /** Wider dialogs for media; the default suits forms. */
  size?: 'md' | 'xl'
  children: ReactNode
  /** What takes focus on open (a search box); else the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>
  /**
   * Rendered where it stands, so the server renders it open (a gallery URL's detail is in the
   * page's HTML). Else it is rendered at the end of the body, once in the browser: outside any
   * form (Enter in its fields must not submit the form it was opened from), draggable card or
   * listener of the page it was opened from.
   */
  inPlace?: boolean
  /** False while closing would be refused (a delete under way): Escape and the backdrop do nothing. */
  dismissible?: boolean
}

/**
 * A modal dialog with a title, a close button and a scrolling body: the browser's own `<dialog>`
 * (./modal-dialog.tsx). Why the browser's and not a library's: docs/performance.md ("What a page
 * loads first").
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  size = 'md',
  children,
  initialFocus,
  inPlace = false,
  dismissible = true,
}: DialogProps) {
  const titleId = useId()
  const descriptionId = useId()
  if (!open) return null
  return (
    <ModalDialog
      titleId={titleId}
      descriptionId={description ? descriptionId : undefined}
      size={size}
      initialFocus={initialFocus}
      inPlace={inPlace}
      dismissible={dismissible}
      onDismiss={() => onOpenChange(false)}
    >
      <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-3">
        <div className="min-w-0">
          <h2 id={titleId} className="truncate text-lg font-semibold">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="text-sm text-ink-muted">
              {description}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          onClick={() => onOpenChange(false)}
          className="rounded-md px-2 py-1 text-ink-muted hover:bg-surface-muted hover:text-ink"
          aria-label="Close"
        >
          <span aria-hidden="true" className="text-lg leading-none">
            ×
          </span>
        </button>
      </div>
      <div className="overflow-y-auto px-5 py-4">{children}</div>
    </ModalDialog>
  )
}
