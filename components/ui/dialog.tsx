'use client'

import * as RadixDialog from '@radix-ui/react-dialog'
import { Fragment, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react'
import { cn } from '@/lib/cn'

interface DialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  /** Wider dialogs for media; the default suits forms. */
  size?: 'md' | 'xl'
  children: ReactNode
  /** What takes focus on open (a search box); else Radix's first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>
  /**
   * Rendered where it stands instead of in a portal at the end of the body: the server can render
   * it, so a dialog a URL opens is in the page's HTML. Its place must hold no transformed or
   * clipping ancestor (it is fixed to the viewport) and no spacing rule for its children.
   */
  inPlace?: boolean
}

/** A modal dialog (Radix): focus trapped, Escape and the close button dismiss it. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  size = 'md',
  children,
  initialFocus,
  inPlace = false,
}: DialogProps) {
  const Layer = inPlace ? Fragment : RadixDialog.Portal
  // Radix returns focus to its own Trigger, and these dialogs are opened by state instead: keep
  // what had focus when the dialog opened (before Radix moves focus in) and return it there.
  const opener = useRef<HTMLElement | null>(null)
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement)
      opener.current = document.activeElement
  }, [open])
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <Layer>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <RadixDialog.Content
          // Without a description, say so explicitly (Radix warns otherwise).
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            if (!initialFocus?.current) return
            event.preventDefault()
            initialFocus.current.focus()
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return
            event.preventDefault()
            opener.current.focus()
          }}
          className={cn(
            'fixed left-1/2 top-1/2 z-50 flex max-h-[92vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg border border-line bg-surface shadow-xl',
            size === 'xl' ? 'max-w-6xl' : 'max-w-lg',
          )}
        >
          <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-3">
            <div className="min-w-0">
              <RadixDialog.Title className="truncate text-lg font-semibold">
                {title}
              </RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="text-sm text-ink-muted">
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close
              className="rounded-md px-2 py-1 text-ink-muted hover:bg-surface-muted hover:text-ink"
              aria-label="Close"
            >
              ✕
            </RadixDialog.Close>
          </div>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
        </RadixDialog.Content>
      </Layer>
    </RadixDialog.Root>
  )
}
