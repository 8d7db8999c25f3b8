// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LanguageSelect } from './language-select'
import { catalogRun } from './tool-form-props'

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
})

describe('catalogRun', () => {
  const model = { model_id: 'dub-1', model_type: 'dubbing', cost_per_generation: 5 }

  it('names the model, its usual time and the gallery output the source is', () => {
    expect(
      catalogRun({ ...model, estimated_time_seconds: 40 }, { id: 'g-7', label: 'a harbor' }),
    ).toEqual({
      model: 'dub-1',
      estimatedSeconds: 40,
      source: { kind: 'media', id: 'g-7', label: 'a harbor' },
    })
  })

  it('leaves out what is not known', () => {
    expect(catalogRun(model, null)).toEqual({ model: 'dub-1', estimatedSeconds: undefined })
  })
})
