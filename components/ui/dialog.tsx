'use client'

import { useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react'
import { cn } from '@/lib/cn'

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
}

/**
 * A modal dialog: the browser's own `<dialog>` shown with `showModal()`, so the browser keeps the
 * page behind it inert, traps focus in it, dims the page (its backdrop) and closes it on Escape.
 * A click on the backdrop closes it too. It renders where it stands (the top layer lifts it above
 * everything), so the server can render one open: a gallery URL's detail is in the page's HTML,
 * shown (not yet modal) until the scripts make it modal. Why the browser's and not a library's:
 * docs/architecture.md ("What a page loads first").
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  size = 'md',
  children,
  initialFocus,
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
          ✕
        </button>
      </div>
      <div className="overflow-y-auto px-5 py-4">{children}</div>
    </ModalDialog>
  )
}

interface ModalDialogProps {
  titleId: string
  descriptionId: string | undefined
  size: 'md' | 'xl'
  initialFocus: RefObject<HTMLElement | null> | undefined
  onDismiss: () => void
  children: ReactNode
}

function ModalDialog({
  titleId,
  descriptionId,
  size,
  initialFocus,
  onDismiss,
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const dismiss = useRef(onDismiss)
  useLayoutEffect(() => {
    dismiss.current = onDismiss
  })
  // Mounted means open: shown modal here, closed (focus back where it was) on unmount.
  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    showModal(dialog)
    initialFocus?.current?.focus()
    // A click on the backdrop (a pointer's, as Escape is the keyboard's): pressed and released
    // outside the box, not a drag out of it.
    let pressedOutside = false
    const onPointerDown = (event: PointerEvent) => {
      pressedOutside = isBackdrop(dialog, event)
    }
    const onClick = (event: MouseEvent) => {
      if (pressedOutside && isBackdrop(dialog, event)) dismiss.current()
      pressedOutside = false
    }
    dialog.addEventListener('pointerdown', onPointerDown)
    dialog.addEventListener('click', onClick)
    return () => {
      dialog.removeEventListener('pointerdown', onPointerDown)
      dialog.removeEventListener('click', onClick)
      dialog.close()
      if (opener?.isConnected) opener.focus()
    }
  }, [initialFocus])
  return (
    <dialog
      ref={ref}
      // Open in the served HTML: shown before the scripts run, made modal once they do.
      open
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      // Escape asks the owner, who closes it (or keeps it, as a delete under way does).
      onCancel={(event) => {
        event.preventDefault()
        dismiss.current()
      }}
      // A close the browser makes itself (a second Escape it no longer lets the page refuse):
      // tell the owner, unless shown again since (the close a served dialog's first showModal makes).
      onClose={(event) => {
        if (!event.currentTarget.open) dismiss.current()
      }}
      className={cn(
        // Important margins: a caller's spacing rule (space-y) must not move it.
        'fixed inset-x-0 z-50 !mx-auto flex h-fit max-h-[92vh] w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-lg border border-line bg-surface p-0 text-ink shadow-xl backdrop:bg-black/60',
        // A form's dialog is centred (inset 0 and auto margins). A media dialog hangs from near the
        // top instead: one the server sends grows downwards while its HTML arrives, where a
        // centred one would move up with every part parsed (a layout shift of 0.2 on a phone).
        size === 'xl' ? 'bottom-auto top-[4vh] !my-0 max-w-6xl' : 'inset-y-0 !my-auto max-w-lg',
      )}
    >
      {children}
    </dialog>
  )
}

/** Shows a dialog modal; one the server rendered open is shown non-modal first and reopened. */
function showModal(dialog: HTMLDialogElement) {
  if (dialog.open) dialog.close()
  dialog.showModal()
}

/** An event on the dialog itself outside its box: on its backdrop. */
function isBackdrop(dialog: HTMLDialogElement, event: MouseEvent) {
  if (event.target !== dialog) return false
  const rect = dialog.getBoundingClientRect()
  return (
    event.clientX < rect.left ||
    event.clientX > rect.right ||
    event.clientY < rect.top ||
    event.clientY > rect.bottom
  )
}
