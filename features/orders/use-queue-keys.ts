import { useEffect, useRef, type RefObject } from 'react'
import { useShortcuts } from '@/components/ui/use-shortcuts'
import { isDialogOpen } from '@/components/ui/dialog-open'

const isTextField = (el: EventTarget | null) =>
  el instanceof HTMLTextAreaElement ||
  el instanceof HTMLSelectElement ||
  (el instanceof HTMLInputElement && el.type !== 'radio' && el.type !== 'checkbox')

const QUEUE_SHORTCUTS = [
  { keys: ['j'], label: 'Next question' },
  { keys: ['k'], label: 'Previous question' },
  { keys: ['1–9'], label: 'Pick an option of the question in focus' },
  { keys: ['Enter'], label: 'Review the answer before sending it' },
]

/**
 * j/k (and the arrow keys outside option groups) move between questions, from anywhere on the
 * page that is not a text field. Arrows inside a radio group keep moving between its options.
 */
export function useQueueKeys(list: RefObject<HTMLElement | null>, move: (step: 1 | -1) => void) {
  const latest = useRef(move)
  useShortcuts('review-queue', 'Review queue', QUEUE_SHORTCUTS)
  useEffect(() => {
    latest.current = move
  })
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
      const target = event.target
      const inList = target instanceof Node && list.current?.contains(target)
      if (!(inList || target === document.body) || isTextField(target)) return
      if (isDialogOpen()) return
      const radio = target instanceof HTMLInputElement && target.type === 'radio'
      const step =
        event.key === 'j' || (event.key === 'ArrowDown' && !radio)
          ? 1
          : event.key === 'k' || (event.key === 'ArrowUp' && !radio)
            ? -1
            : 0
      if (!step) return
      event.preventDefault()
      latest.current(step)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [list])
}
