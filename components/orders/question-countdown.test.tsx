// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
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
})
