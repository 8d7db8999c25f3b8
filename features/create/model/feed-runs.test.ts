import { describe, expect, it } from 'vitest'
import type { GenerationStatus } from '@/lib/api/generations'
import type { TrackedJob } from '@/lib/jobs/tracked-jobs'
import { feedRuns, matchedRuns } from './feed-runs'

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString()
const item = (id: string, minute: number, over: Partial<GenerationStatus> = {}) =>
  ({
    id,
    status: 'completed',
    model: 'nano-banana',
    generation_type: 'text-to-image',
    created_at: at(minute),
    outputs: [{ id: `${id}-o`, url: `https://cdn.test/${id}.png`, optimization_status: null }],
    ...over,
  }) as GenerationStatus
const job = (id: string, minute: number, over: Partial<TrackedJob> = {}): TrackedJob => ({
  id,
  kind: 'media',
  model: 'nano-banana',
  label: id,
  startedAt: at(minute),
  ...over,
})

describe('feedRuns', () => {
  it('lists image and video runs newest first, leaving songs, stories and orders out', () => {
    const history = [
      item('image', 1),
      item('song', 5, { generation_type: 'music', outputs: [] }),
      item('clip', 3, {
        outputs: [{ id: 'c', url: 'https://cdn.test/c.mp4', optimization_status: null }],
      }),
      item('order', 6, { generation_type: 'premium-video', order_id: 'o1' }),
      item('voice', 4, {
        model: 'text-to-dialogue-v3',
        outputs: [{ id: 'v', url: 'https://cdn.test/v.mp3', optimization_status: null }],
      }),
      item('running', 7, { status: 'processing', outputs: [] }),
    ]
    const runs = feedRuns(history, [], new Set(['nano-banana']))
    expect(runs.map((r) => r.id)).toEqual(['running', 'clip', 'image'])
  })

  it('puts a job just started, not listed yet, in its place and joins a listed one', () => {
    const runs = feedRuns(
      [item('old', 1), item('listed', 3)],
      [job('fresh', 5), job('listed', 3), job('tool', 6, { action: 'captions' })],
      new Set(),
    )
    expect(runs.map((r) => [r.id, Boolean(r.listed), Boolean(r.tracked)])).toEqual([
      ['fresh', false, true],
      ['listed', true, true],
      ['old', true, false],
    ])
  })
})

describe('matchedRuns', () => {
  it("keeps a search's images and videos in the order it found them, leaving songs out", () => {
    const found = [
      item('best', 1),
      item('song', 9, { generation_type: 'music', outputs: [] }),
      item('clip', 5, {
        outputs: [{ id: 'c', url: 'https://cdn.test/c.mp4', optimization_status: null }],
      }),
    ]
    const runs = matchedRuns(found, new Set(['nano-banana']))
    expect(runs.map((r) => [r.id, r.tracked])).toEqual([
      ['best', null],
      ['clip', null],
    ])
  })
})
