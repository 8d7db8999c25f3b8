// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/http/api-error'
import { ProblemText } from './error-reference'

const ID = '7d0ba7c1-0000-4000-8000-000000000abc'

describe('ProblemText', () => {
  it('says what happened in words, with the reference behind Details in a smaller line', () => {
    render(
      <p>
        Could not load:{' '}
        <ProblemText error={new ApiError(502, { error: 'upstream_unreachable' }, ID)} />
      </p>,
    )
    const sentence = screen.getByText(/^Could not load:/)
    expect(sentence.firstChild?.textContent).not.toContain(ID)
    const details = screen.getByText('Details')
    expect(screen.getByText(ID)).not.toBeVisible()
    fireEvent.click(details)
    expect(screen.getByText(ID)).toBeVisible()
    expect(screen.getByText(ID).closest('[data-error-reference]')).toHaveClass('text-xs')
  })

  it('shows no Details when the answer carried no reference', () => {
    render(<ProblemText error={new ApiError(500, null)} />)
    expect(screen.queryByText('Details')).toBeNull()
  })
})
