'use client'

import { useEffect, useRef, useSyncExternalStore } from 'react'
import {
  registerShortcuts,
  shortcutGroups,
  subscribeShortcuts,
  type Shortcut,
  type ShortcutGroup,
} from './registry'

/**
 * Lists a component's shortcuts in the keyboard map while it is mounted. The list is compared by
 * its words, so a caller may pass a literal each render.
 */
export function useShortcuts(id: string, heading: string, shortcuts: readonly Shortcut[]): void {
  const latest = useRef(shortcuts)
  const words = JSON.stringify(shortcuts)
  useEffect(() => {
    latest.current = shortcuts
  })
  useEffect(
    () => registerShortcuts({ id, heading, shortcuts: latest.current }),
    [id, heading, words],
  )
}

const NONE: readonly ShortcutGroup[] = []

/** The shortcuts of the page as it is now. */
export function useShortcutGroups(): readonly ShortcutGroup[] {
  return useSyncExternalStore(subscribeShortcuts, shortcutGroups, () => NONE)
}
