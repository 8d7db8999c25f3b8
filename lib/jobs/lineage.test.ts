import { describe, expect, it } from 'vitest'
import type { GenerationStatus } from '@/lib/api/generations'
import { buildLineage } from './lineage'
import type { TrackedJob } from './tracked-jobs'

const item = (over: Partial<GenerationStatus> & { id: string }): GenerationStatus => ({
  status: 'completed',
  prompt: `prompt of ${over.id}`,
  outputs: [],
  ...over,
})

const image = item({
  id: 'img',
  outputs: [
    { id: 'o1', url: 'https://cdn.test/img.png', optimized_url: 'https://cdn.test/img.webp' },
  ],
})

describe('lineage', () => {
  it('links a job to the output its source_media_urls point at, both ways', () => {
    const video = item({ id: 'vid', source_media_urls: ['https://cdn.test/img.png'] })
    const lineageOf = buildLineage([image, video], [])
    expect(lineageOf('vid').madeFrom).toEqual([
      { kind: 'media', id: 'img', label: 'prompt of img' },
    ])
    expect(lineageOf('img').usedIn).toEqual([{ kind: 'media', id: 'vid', label: 'prompt of vid' }])
  })

  it('reads an echoed source_generation_id and a string source_media_urls', () => {
    const extend = item({ id: 'ext', source_generation_id: 'img' })
    const cutout = item({ id: 'cut', source_media_urls: 'https://cdn.test/img.webp' })
    const lineageOf = buildLineage([image, extend, cutout], [])
    expect(
      lineageOf('img')
        .usedIn.map((r) => r.id)
        .sort(),
    ).toEqual(['cut', 'ext'])
  })

  it('adds what the browser recorded, once per pair, with the tracked label', () => {
    const remix: TrackedJob = {
      id: 'remix',
      kind: 'media',
      model: 'flux-2',
      label: 'remixed fox',
      startedAt: '2026-01-01T00:00:00.000Z',
      madeFrom: [{ kind: 'media', id: 'img' }],
    }
    const listed = item({ id: 'remix', source_media_urls: ['https://cdn.test/img.png'] })
    const lineageOf = buildLineage([image, listed], [remix])
    expect(lineageOf('remix').madeFrom).toHaveLength(1)
    expect(buildLineage([image], [remix])('img').usedIn).toEqual([
      { kind: 'media', id: 'remix', label: 'remixed fox' },
    ])
  })

  it('names premium orders and music by their own kind', () => {
    const song = item({ id: '1042', generation_type: 'text-to-music' })
    const stems: TrackedJob = {
      id: 'sep-1',
      kind: 'separation',
      model: 'mvsep-40',
      label: 'stems',
      startedAt: '2026-01-01T00:00:00.000Z',
      madeFrom: [{ kind: 'music', id: '1042' }],
    }
    const lineageOf = buildLineage([song], [stems])
    expect(lineageOf('1042').usedIn[0]?.kind).toBe('separation')
    expect(lineageOf('sep-1').madeFrom[0]?.kind).toBe('music')
  })

  it('ignores a job pointing at itself and URLs nobody made', () => {
    const odd = item({
      id: 'odd',
      source_generation_id: 'odd',
      source_media_urls: ['https://x.test/a.png'],
    })
    expect(buildLineage([odd], [])('odd')).toEqual({ madeFrom: [], usedIn: [] })
  })
})

describe('lineage recorded by the workspace', () => {
  it("shows a tool output's source that only another browser tracked, both ways", () => {
    const recorded = [
      {
        output: { kind: 'media' as const, id: 'upscaled' },
        source: { kind: 'media' as const, id: 'img', label: 'a lighthouse' },
      },
    ]
    const lineageOf = buildLineage([image], [], recorded)
    expect(lineageOf('upscaled').madeFrom).toEqual([
      { kind: 'media', id: 'img', label: 'prompt of img' },
    ])
    expect(lineageOf('img').usedIn.map((ref) => ref.id)).toEqual(['upscaled'])
  })

  it('names a source missing from the history by the label recorded with it', () => {
    const recorded = [
      {
        output: { kind: 'media' as const, id: 'out' },
        source: { kind: 'music' as const, id: 'gone', label: 'a sea shanty' },
      },
    ]
    expect(buildLineage([], [], recorded)('out').madeFrom).toEqual([
      { kind: 'music', id: 'gone', label: 'a sea shanty' },
    ])
  })
})
