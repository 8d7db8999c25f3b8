import { describe, expect, it } from 'vitest'
import { dockWords, hasEnded, runEndWords } from './run-end-words'

const run = {
  state: 'running' as const,
  title: 'A red kite',
  reason: null,
  sent: 12,
  items: 36,
  spent: 60,
  nextStartAt: '2026-01-01T10:00:08.000Z',
}
const now = Date.parse('2026-01-01T10:00:00.000Z')

describe('a run in the dock and at its end', () => {
  it('says how far it is and when the next start comes', () => {
    expect(dockWords(run, now)).toBe('12 of 36 sent, next start in 8 s')
    expect(dockWords({ ...run, nextStartAt: null }, now)).toBe('12 of 36 sent')
    expect(dockWords({ ...run, state: 'paused' }, now)).toBe('Paused at 12 of 36 sent')
  })

  it('has ended only when done or stopped', () => {
    expect(
      (['running', 'paused', 'done', 'stopped'] as const).map((state) => hasEnded({ state })),
    ).toEqual([false, false, true, true])
  })

  it('tells its end in words, with why it stopped', () => {
    expect(runEndWords({ ...run, state: 'done', sent: 36 })).toEqual({
      title: 'Run finished: A red kite',
      body: '36 of 36 sent, 60 credits spent.',
      tone: 'success',
    })
    expect(
      runEndWords({ ...run, state: 'stopped', reason: 'You cancelled the rest of the run.' }),
    ).toEqual({
      title: 'Run stopped: A red kite',
      body: 'You cancelled the rest of the run. 12 of 36 sent, 60 credits spent.',
      tone: 'info',
    })
  })
})
