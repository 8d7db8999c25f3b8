// @vitest-environment jsdom
import { renderToString } from 'react-dom/server'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { formatDateTime } from '@/lib/format'
import { LocalDateTime } from './local-date-time'

const AT = '2026-11-26T22:05:00Z'

afterEach(cleanup)

describe('LocalDateTime', () => {
  it('serves the UTC words, invisible, since the server cannot know the reader’s time zone', () => {
    const html = renderToString(<LocalDateTime at={AT} />)
    expect(html).toContain('class="invisible"')
    expect(html).toMatch(/Nov 26, 2026, 10:05\sPM/)
  })

  it('shows the moment in the browser’s time zone once the page is live', () => {
    render(<LocalDateTime at={AT} />)
    const time = screen.getByText(formatDateTime(AT, 'local'))
    expect(time.getAttribute('datetime')).toBe(AT)
    expect(time.classList.contains('invisible')).toBe(false)
  })

  it('leaves words it cannot read as a moment as they are', () => {
    expect(formatDateTime('soon', 'utc')).toBe('soon')
  })
})
