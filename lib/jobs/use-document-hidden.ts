import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange)
  return () => document.removeEventListener('visibilitychange', onChange)
}

export function isDocumentHidden(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden'
}

/** Re-renders when the tab is hidden or shown, so timers planned from it are planned again. */
export function useDocumentHidden(): boolean {
  return useSyncExternalStore(subscribe, isDocumentHidden, () => false)
}
