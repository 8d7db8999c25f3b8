import { createListeners } from '@/lib/listeners'

/** A tiny store of on-screen notices; `ToastRegion` shows them. Usable outside React. */
export interface Toast {
  id: number
  title: string
  body?: string
  tone: 'success' | 'danger' | 'info'
  action?: { label: string; href: string }
}

const DEFAULT_DURATION_MS = 8_000
const listeners = createListeners()
const NO_TOASTS: Toast[] = []
let toasts: Toast[] = NO_TOASTS
let nextId = 1

function emit(next: Toast[]) {
  toasts = next
  listeners.notify()
}

export function dismissToast(id: number) {
  emit(toasts.filter((t) => t.id !== id))
}

export function showToast(toast: Omit<Toast, 'id'>, durationMs = DEFAULT_DURATION_MS): number {
  const id = nextId++
  emit([...toasts, { ...toast, id }].slice(-4))
  if (durationMs > 0) setTimeout(() => dismissToast(id), durationMs)
  return id
}

export const toastStore = {
  subscribe: listeners.subscribe,
  getSnapshot: () => toasts,
  getServerSnapshot: (): Toast[] => NO_TOASTS,
}
