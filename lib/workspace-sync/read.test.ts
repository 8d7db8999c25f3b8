// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest'
import { recordedAnswer } from '@/lib/test/recorded-answer'

afterEach(() => vi.unstubAllGlobals())

it('reads a refused answer to its end too, so no request stays open in the browser', async () => {
  vi.resetModules()
  ;(await import('@/lib/browser-cache')).browserCache.setScope('account-a')
  const answers = [recordedAnswer('{"message":"down"}', 503), recordedAnswer('{}', 401)]
  const queue = [...answers]
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => queue.shift()!.response),
  )
  const { readAnnounced, readRecordedLineage } = await import('./read')
  expect(await readAnnounced()).toBeNull()
  expect(await readRecordedLineage()).toEqual([])
  expect(answers.map((answer) => answer.drained)).toEqual([true, true])
})
