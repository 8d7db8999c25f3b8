'use client'

import { Link } from '@/components/ui/link'
import { useRef, useSyncExternalStore } from 'react'
import { cn } from '@/lib/cn'
import { dismissToast, toastStore, type Toast } from './toast'
import { useToastEdge } from './use-toast-edge'

const toneClass: Record<Toast['tone'], string> = {
  success: 'border-success/50',
  danger: 'border-danger/60',
  info: 'border-line',
}

/**
 * Where a region stands. The page's region is hidden while a modal dialog is open: the dialog is in
 * the browser's top layer, above anything the page stacks, and makes the page inert, so its toasts
 * would sit under the dimmed backdrop, out of reach. Every modal dialog holds a region of its own
 * instead (components/ui/modal-dialog.tsx), shown only while that dialog is modal: the toasts show
 * over the dialog and can be dismissed or followed, and only one region is ever announced.
 */
const placement = {
  page: '[body:has(dialog:modal)_&]:hidden',
  dialog: 'hidden [dialog:modal>&]:flex',
}

/** Live region for toasts: failures are alerts, the rest are announced politely. */
export function ToastRegion({ within = 'page' }: { within?: keyof typeof placement }) {
  const toasts = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    toastStore.getServerSnapshot,
  )
  const ref = useRef<HTMLElement>(null)
  useToastEdge(ref, toasts)
  // From the bottom edge at every width: at the top they covered the wrapped top bar's links and
  // jobs button on a phone, and the open job dock's Fold button on a desktop. But never over the
  // field being typed in: with one at the foot of the screen, they stand at the top for as long.
  return (
    <section
      ref={ref}
      aria-label="Notifications"
      aria-live="polite"
      className={cn(
        'pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col gap-2 sm:left-auto sm:w-80',
        'data-[edge=top]:bottom-auto data-[edge=top]:top-4',
        placement[within],
      )}
    >
      {toasts.map((toast, index) => (
        <div
          key={toast.id}
          role={toast.tone === 'danger' ? 'alert' : undefined}
          className={cn(
            'pointer-events-auto rounded-md border-l-4 border bg-surface p-3 text-sm shadow-lg',
            toneClass[toast.tone],
            // A phone shows the newest only, in two lines at most: a stack of them covered a
            // third of the form. The job dock keeps every outcome and its whole message.
            index < toasts.length - 1 && 'hidden sm:block',
          )}
        >
          <div className="flex items-start gap-2">
            <p className="flex-1 font-medium">{toast.title}</p>
            <button
              type="button"
              onClick={() => dismissToast(toast.id)}
              className="text-ink-muted hover:text-ink"
              aria-label="Dismiss notification"
            >
              <span aria-hidden="true" className="text-lg leading-none">
                ×
              </span>
            </button>
          </div>
          {toast.body ? (
            <p className="mt-1 line-clamp-2 break-words text-ink-muted sm:line-clamp-none">
              {toast.body}
            </p>
          ) : null}
          {toast.action ? (
            <Link href={toast.action.href} className="mt-2 inline-block text-accent underline">
              {toast.action.label}
            </Link>
          ) : null}
        </div>
      ))}
    </section>
  )
}
