'use client'

import { isDialogOpen } from './dialog-open'
import {
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react'
import { createPortal } from 'react-dom'
import { cn } from '@/lib/cn'
import { nextTask } from '@/lib/next-task'
import { ToastRegion } from './toast-region'

interface ModalDialogProps {
  titleId: string
  descriptionId: string | undefined
  /**
   * `md` a form's box, centred; `xl` a media box hanging from near the top; `dock` the job dock:
   * a panel under the top bar's right end on a wide screen, a sheet from the foot on a phone.
   */
  size: 'md' | 'xl' | 'dock'
  initialFocus: RefObject<HTMLElement | null> | undefined
  inPlace: boolean
  /** Off while the owner would refuse to close (a delete under way): Escape does nothing. */
  dismissible: boolean
  onDismiss: () => void
  children: ReactNode
}

/**
 * The browser's `<dialog>`, shown with `showModal()` while mounted: the browser keeps the page
 * behind it inert, traps focus in it, dims the page (its backdrop) and asks to close it on Escape;
 * a click on the backdrop asks too. The owner decides (`onDismiss`). One rendered in place is open
 * in the served HTML, shown (not yet modal) until the scripts make it modal; the others are
 * portalled to the body once in the browser.
 */
export function ModalDialog({
  titleId,
  descriptionId,
  size,
  initialFocus,
  inPlace,
  dismissible,
  onDismiss,
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const inBrowser = useSyncExternalStore(noSubscription, isBrowser, isServer)
  // The owner's latest wishes, for the listeners the effect below adds once.
  const latest = useRef({ onDismiss, dismissible })
  useLayoutEffect(() => {
    latest.current = { onDismiss, dismissible }
  })
  const dismiss = () => {
    if (latest.current.dismissible) latest.current.onDismiss()
  }
  const rendered = inPlace || inBrowser
  // Mounted means open: shown modal here, closed (focus back where it was) on unmount.
  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const unlock = lockScroll()
    let closed = false
    const show = () => {
      if (closed) return
      showModal(dialog)
      initialFocus?.current?.focus()
    }
    // One the server sent is on screen already: it is made modal in a task of its own, not in
    // the one that hydrates the page, since the page behind turning inert is styled again whole
    // (docs/performance.md, "Where a phone's time goes"). One opened here shows at once.
    if (dialog.open) void nextTask().then(show)
    else show()
    // A click on the backdrop (a pointer's, as Escape is the keyboard's): pressed and released
    // outside the box, not a drag out of it.
    let pressedOutside = false
    const onPointerDown = (event: PointerEvent) => {
      pressedOutside = isBackdrop(dialog, event)
    }
    const onClick = (event: MouseEvent) => {
      if (pressedOutside && isBackdrop(dialog, event)) dismiss()
      pressedOutside = false
    }
    dialog.addEventListener('pointerdown', onPointerDown)
    dialog.addEventListener('click', onClick)
    return () => {
      closed = true
      dialog.removeEventListener('pointerdown', onPointerDown)
      dialog.removeEventListener('click', onClick)
      dialog.close()
      unlock()
      if (opener?.isConnected) opener.focus()
    }
  }, [initialFocus, rendered])
  if (!rendered) return null
  const element = (
    <dialog
      ref={ref}
      // In place, open in the served HTML: shown before the scripts run, made modal once they do.
      open={inPlace}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      // Not dismissible: the browser's close requests (Escape, a phone's back) do nothing. The
      // attribute is too new for React's types (Chrome 134); elsewhere the cancel below refuses.
      {...{ closedby: dismissible ? undefined : 'none' }}
      // Escape asks the owner to close it. A close the page may not refuse (Chrome lets a page
      // refuse once per user action) comes as the close event below instead.
      onCancel={(event) => {
        if (!event.cancelable) return
        event.preventDefault()
        dismiss()
      }}
      // A close the browser made itself, unless shown again since (the close a served dialog's
      // first showModal makes): the owner is told.
      onClose={(event) => {
        if (!event.currentTarget.open) latest.current.onDismiss()
      }}
      className={cn(
        // Important margins: a caller's spacing rule (space-y) must not move it. Small viewport
        // units: a phone's browser bar may show over the large viewport's foot.
        'fixed z-50 flex h-fit flex-col overflow-hidden border border-line bg-surface p-0 text-ink shadow-xl',
        size === 'dock'
          ? DOCK
          : 'inset-x-0 !mx-auto max-h-[92svh] w-[calc(100vw-2rem)] rounded-lg backdrop:bg-black/60',
        // A form's dialog is centred (inset 0 and auto margins). A media dialog hangs from near the
        // top instead: one the server sends grows downwards while its HTML arrives, where a
        // centred one would move up with every part parsed (a layout shift of 0.2 on a phone).
        size === 'xl' && 'bottom-auto top-[4svh] !my-0 max-w-6xl',
        size === 'md' && 'inset-y-0 !my-auto max-w-lg',
      )}
    >
      {children}
      <ToastRegion within="dialog" />
    </dialog>
  )
  return inPlace ? element : createPortal(element, document.body)
}

/**
 * The job dock's box: a sheet along the foot of a phone's screen (the thumb's reach), and from
 * `sm` up a panel under the top bar, its right edge on the content's (max-w-7xl, px-4). The
 * backdrop dims the page lightly: the dock is a glance at the jobs, not a task of its own.
 */
const DOCK = cn(
  'inset-x-0 bottom-0 top-auto !m-0 max-h-[85svh] w-full max-w-none rounded-t-xl backdrop:bg-black/30',
  'sm:bottom-auto sm:left-auto sm:top-16 sm:right-[max(1rem,calc((100vw-80rem)/2+1rem))] sm:max-h-[calc(100svh-6rem)] sm:w-[36rem] sm:max-w-[calc(100vw-2rem)] sm:rounded-lg',
)

const noSubscription = () => () => {}
const isBrowser = () => true
const isServer = () => false

/** Shows a dialog modal; one the server rendered open is shown non-modal first and reopened. */
function showModal(dialog: HTMLDialogElement) {
  if (dialog.open) dialog.close()
  dialog.showModal()
}

/**
 * The page behind dialogs does not scroll (app/globals.css), and makes up for the scrollbar it
 * hides with as much room at its right, so nothing behind the backdrop moves. Measured before the
 * first dialog opens; a served dialog's page never had a scrollbar.
 */
function lockScroll(): () => void {
  const root = document.documentElement
  if (isDialogOpen()) return () => {}
  root.style.setProperty('--scrollbar-room', `${window.innerWidth - root.clientWidth}px`)
  return () => {
    if (!isDialogOpen()) root.style.removeProperty('--scrollbar-room')
  }
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
