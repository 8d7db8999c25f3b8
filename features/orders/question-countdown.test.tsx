// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RenderedAt } from '@/components/ui/rendered-at'
import { QuestionCountdown } from './question-countdown'

const NOW = Date.parse('2026-11-23T12:00:00Z')
const MINUTE = 60_000

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(NOW)
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const LABELS = ['Plenty of time', 'Under an hour', 'Closing now', 'Window closed']
const severity = () => screen.getByText((text) => LABELS.includes(text))

describe('QuestionCountdown', () => {
  it('ticks live from plenty of time to under an hour to expired', () => {
    render(<QuestionCountdown windowExpiresAt={new Date(NOW + 61 * MINUTE).toISOString()} />)
    expect(severity()).toHaveProperty('textContent', 'Plenty of time')
    expect(screen.getByText('Window closes in 1 hour')).toBeTruthy()
    expect(screen.getByText('1:01:00')).toBeTruthy()

    act(() => vi.advanceTimersByTime(2 * MINUTE))
    expect(severity()).toHaveProperty('textContent', 'Under an hour')
    expect(screen.getByText('Window closes in 59 minutes')).toBeTruthy()
    expect(screen.getByText('59:00')).toBeTruthy()

    act(() => vi.advanceTimersByTime(55 * MINUTE))
    expect(severity()).toHaveProperty('textContent', 'Closing now')

    act(() => vi.advanceTimersByTime(4 * MINUTE + 1000))
    expect(severity()).toHaveProperty('textContent', 'Window closed')
    expect(screen.getByText('Window closed 1 second ago')).toBeTruthy()
  })

  it('served by the server, hydrates with the words it wrote, then counts from the browser time', async () => {
    const page = (
      <RenderedAt at={NOW}>
        <QuestionCountdown windowExpiresAt={new Date(NOW + 61 * MINUTE).toISOString()} />
      </RenderedAt>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(page)
    expect(container.textContent).toContain('1:01:00')
    expect(container.querySelector('[title]')).toBeNull()

    // The page goes live 7 seconds after the server drew it.
    vi.setSystemTime(NOW + 7000)
    const problems: unknown[] = []
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => problems.push(error) })
    })
    expect(problems).toEqual([])
    expect(container.textContent).toContain('1:00:53')
    expect(container.querySelector('[title]')?.getAttribute('title')).toMatch(/^Window closes /)
  })
})
