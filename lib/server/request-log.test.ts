import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { batchedDestination, createRequestLogger, logRequest } from './request-log'

const line = (requestId: string) => ({
  requestId,
  route: 'v1_models_list',
  method: 'GET',
  status: 200,
  durationMs: 3,
  upstreamStatus: 200,
  upstreamMs: 1,
  aborted: false,
})

function logFile() {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'request-log-')), 'studio.log')
  const read = () => {
    try {
      return readFileSync(file, 'utf8')
    } catch {
      return ''
    }
  }
  const ids = () =>
    read()
      .split('\n')
      .filter(Boolean)
      .map((text) => (JSON.parse(text) as { requestId: string }).requestId)
  return { file, read, ids }
}

describe('the request log destination', () => {
  it('writes lines in batches, and a few lines within the flush interval', async () => {
    const log = logFile()
    const logger = createRequestLogger(batchedDestination(log.file, 400))
    for (const id of ['a1', 'a2', 'a3']) logRequest(line(id), logger)
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(log.read()).toBe('') // waiting for more lines, or the interval
    await expect.poll(log.ids, { timeout: 3000 }).toEqual(['a1', 'a2', 'a3'])
  })

  it('writes as soon as a batch is full, whole lines only', async () => {
    const log = logFile()
    const logger = createRequestLogger(batchedDestination(log.file, 60_000))
    const ids = Array.from({ length: 40 }, (_, k) => `b${k}`)
    for (const id of ids) logRequest(line(id), logger)
    await expect.poll(() => log.ids().length, { timeout: 3000 }).toBeGreaterThan(10)
    expect(ids.slice(0, log.ids().length)).toEqual(log.ids())
  })
})
