/**
 * Keys typed for a field that is not there yet (the command palette, while its code loads): kept
 * from `start` until the field takes them (`take`), which also ends the keeping, so from then on
 * the field hears the keys itself. Printable characters are added, Backspace removes the last.
 */
export function createTypedAhead() {
  let text = ''
  let active = false
  const listeners = new Set<(text: string) => void>()
  const changed = () => {
    for (const listener of listeners) listener(text)
  }
  return {
    get active() {
      return active
    },
    start() {
      text = ''
      active = true
      changed()
    },
    stop() {
      text = ''
      active = false
      changed()
    },
    /** A key pressed while keeping; anything that is neither a character nor Backspace is dropped. */
    key(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>) {
      if (!active || event.ctrlKey || event.metaKey) return
      if (event.key === 'Backspace') text = text.slice(0, -1)
      else if ([...event.key].length === 1) text += event.key
      else return
      changed()
    },
    /** What was typed so far; the field has it now, so nothing more is kept. */
    take(): string {
      const taken = active ? text : ''
      text = ''
      active = false
      changed()
      return taken
    },
    onChange(listener: (text: string) => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
