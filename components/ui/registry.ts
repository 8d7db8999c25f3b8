/**
 * Every keyboard shortcut the current page answers, registered by what handles it (a page, a
 * form, the shell) while it is mounted: the keyboard map reads this, so it lists only what works
 * here and never goes stale.
 */
export interface Shortcut {
  /** The keys as a person presses them, each key one entry: ['Ctrl/Cmd', 'K']. */
  keys: readonly string[]
  /** What it does, in words. */
  label: string
}

export interface ShortcutGroup {
  id: string
  /** Where it applies: "Anywhere", "New generation", "Review queue". */
  heading: string
  shortcuts: readonly Shortcut[]
}

const groups = new Map<string, ShortcutGroup>()
const listeners = new Set<() => void>()
let snapshot: readonly ShortcutGroup[] = []

function changed() {
  snapshot = [...groups.values()]
  for (const listener of listeners) listener()
}

/** Adds a group (replacing one of the same id); returns what takes it away again. */
export function registerShortcuts(group: ShortcutGroup): () => void {
  groups.set(group.id, group)
  changed()
  return () => {
    if (groups.get(group.id) !== group) return
    groups.delete(group.id)
    changed()
  }
}

export function subscribeShortcuts(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The groups registered now, in the order they were added (the shell's first). */
export function shortcutGroups(): readonly ShortcutGroup[] {
  return snapshot
}

/** A key press meant for a field (typing), which single-key shortcuts must leave alone. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
}
