// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LanguageSelect } from './language-select'

afterEach(cleanup)

const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'pt', name: 'Portuguese' },
]

describe('LanguageSelect', () => {
  it('is labelled, starts on the none option and hands the picked code back', () => {
    const onChange = vi.fn()
    render(
      <LanguageSelect
        label="Spoken language of the video"
        hint="Optional: the service detects it when not given."
        noneLabel="Detect automatically"
        languages={LANGUAGES}
        value=""
        onChange={onChange}
      />,
    )
    const select = screen.getByLabelText<HTMLSelectElement>('Spoken language of the video')
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Detect automatically',
      'English',
      'Portuguese',
    ])
    expect(select.value).toBe('')
    expect(screen.getByText('Optional: the service detects it when not given.')).toBeTruthy()
    fireEvent.change(select, { target: { value: 'pt' } })
    expect(onChange).toHaveBeenCalledWith('pt')
  })

  it('names a chosen language the list does not hold, and shows the error under the field', () => {
    render(
      <LanguageSelect
        label="Language"
        noneLabel="Detect from the text"
        languages={LANGUAGES}
        value="pt-BR"
        onChange={() => {}}
        error="Choose a language the service knows."
      />,
    )
    const select = screen.getByLabelText<HTMLSelectElement>('Language')
    expect(select.value).toBe('pt-BR')
    expect(select.selectedOptions[0]?.textContent).toBe('Brazilian Portuguese')
    expect(select.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Choose a language the service knows.')).toBeTruthy()
  })
})
