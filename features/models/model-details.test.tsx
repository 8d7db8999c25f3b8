// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Model } from '@/lib/api/models'
import { ModelDetails } from './model-details'

afterEach(cleanup)

const MODEL: Model = {
  model_id: 'nano-banana',
  model_type: 'image',
  provider: 'google',
  cost_per_generation: 4,
  capabilities: { prompt_max_chars: 5000, aspect_ratio_options: ['1:1', '16:9'] },
}

function toggle(details: HTMLDetailsElement, open: boolean) {
  details.open = open
  fireEvent(details, new Event('toggle'))
}

describe('ModelDetails', () => {
  it('puts its rows in the page only while open, so a folded card costs a summary', () => {
    const { container } = render(<ModelDetails model={MODEL} />)
    const details = container.querySelector('details')!
    expect(screen.getByText('Details')).toBeTruthy()
    expect(container.querySelectorAll('dt')).toHaveLength(0)

    toggle(details, true)
    expect(screen.getByText('Provider').nextElementSibling?.textContent).toBe('Google')
    expect(screen.getByText('Aspect ratios').nextElementSibling?.textContent).toBe('1:1, 16:9')

    toggle(details, false)
    expect(container.querySelectorAll('dt')).toHaveLength(0)
  })

  it('shows nothing for a model the catalog says nothing more of', () => {
    const { container } = render(
      <ModelDetails model={{ model_id: 'bare', model_type: 'image', cost_per_generation: 1 }} />,
    )
    expect(container.innerHTML).toBe('')
  })
})
