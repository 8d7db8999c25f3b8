// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { CharCount } from './char-count'
import { FieldError } from './field-error'

afterEach(cleanup)

describe('CharCount', () => {
  it('counts against the limit, grouped, in muted words while within it', () => {
    const { container } = render(<CharCount id="text-count" length={1200} limit={5000} />)
    const counter = container.querySelector('#text-count')!
    expect(counter.textContent).toBe('1,200 / 5,000 characters')
    expect(counter.className).toContain('text-ink-muted')
  })

  it('turns red once over the limit', () => {
    const { container } = render(<CharCount id="text-count" length={11} limit={10} />)
    expect(container.querySelector('#text-count')!.className).toContain('text-danger')
  })

  it('shows the bare count when no limit is known', () => {
    const { container } = render(<CharCount id="text-count" length={42} limit={null} />)
    expect(container.querySelector('#text-count')!.textContent).toBe('42 characters')
  })
})

describe('FieldError', () => {
  it('announces the message under the id the control points at', () => {
    render(<FieldError id="title-error" message="Give the story a title." />)
    const alert = screen.getByRole('alert')
    expect(alert.id).toBe('title-error')
    expect(alert.textContent).toBe('Give the story a title.')
  })

  it('renders nothing without a message', () => {
    const { container } = render(<FieldError id="title-error" message={undefined} />)
    expect(container.innerHTML).toBe('')
    render(<FieldError id="title-error" message={null} />)
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
