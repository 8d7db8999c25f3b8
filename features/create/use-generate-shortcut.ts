import { useEffect, useRef, type RefObject } from 'react'
import { useShortcuts } from '@/components/ui/use-shortcuts'

const GENERATE_SHORTCUT = [
  { keys: ['Ctrl/Cmd', 'Enter'], label: 'Generate (anywhere in the form)' },
]

/**
 * Ctrl/Cmd+Enter anywhere in the form submits it, listed in the key hints; a held key repeats,
 * and a repeat is not a new job. `submit` may change every render: the latest one is called.
 */
export function useGenerateShortcut(
  formRef: RefObject<HTMLFormElement | null>,
  submit: () => void,
) {
  const submitRef = useRef(submit)
  useEffect(() => {
    submitRef.current = submit
  })
  useShortcuts('new-generation', 'New generation', GENERATE_SHORTCUT)
  useEffect(() => {
    const element = formRef.current
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || !(event.metaKey || event.ctrlKey)) return
      event.preventDefault()
      if (!event.repeat) submitRef.current()
    }
    element?.addEventListener('keydown', onKeyDown)
    return () => element?.removeEventListener('keydown', onKeyDown)
  }, [formRef])
}
