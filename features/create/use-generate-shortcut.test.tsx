// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { shortcutGroups } from '@/components/ui/registry'
import { useGenerateShortcut } from './use-generate-shortcut'

function Form({ submit }: { submit: () => void }) {
  const formRef = useRef<HTMLFormElement>(null)
  useGenerateShortcut(formRef, submit)
  return (
    <form ref={formRef} aria-label="New generation">
      <textarea aria-label="Prompt" />
    </form>
  )
}

afterEach(cleanup)

describe('useGenerateShortcut', () => {
  it('sends once for Ctrl/Cmd+Enter in the form, never for a held key or a plain Enter', () => {
    const submit = vi.fn()
    render(<Form submit={submit} />)
    const prompt = screen.getByRole('textbox', { name: 'Prompt' })
    fireEvent.keyDown(prompt, { key: 'Enter', ctrlKey: true })
    fireEvent.keyDown(prompt, { key: 'Enter', ctrlKey: true, repeat: true })
    fireEvent.keyDown(prompt, { key: 'Enter' })
    fireEvent.keyDown(prompt, { key: 'Enter', metaKey: true })
    expect(submit).toHaveBeenCalledTimes(2)
  })

  it('calls the latest submit and lists the shortcut in the key hints', () => {
    const first = vi.fn()
    const latest = vi.fn()
    const view = render(<Form submit={first} />)
    view.rerender(<Form submit={latest} />)
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Prompt' }), {
      key: 'Enter',
      ctrlKey: true,
    })
    expect(first).not.toHaveBeenCalled()
    expect(latest).toHaveBeenCalledTimes(1)
    expect(shortcutGroups().map((g) => g.heading)).toContain('New generation')
  })
})
