import { describe, expect, it } from 'vitest'
import { draftExpiresAt, formatTimeLeft, isDraft } from './draft-rules'
import { extendTierOf, tierRefusal } from '@/lib/media/extend-rules'
import {
  CATALOG,
  generationFixture,
  modelFixture,
  outputFixture,
} from '@/lib/test/generation-fixtures'
import { finalizedDraftIds } from './finalized'
import { toolVerdicts, type ToolId } from './tools'

const NOW = Date.parse('2026-01-03T00:00:00.000Z')
const facts = { models: CATALOG, finalized: new Set<string>(), now: NOW }

function verdict(tool: ToolId, ...args: Parameters<typeof toolVerdicts>) {
  return toolVerdicts(...args).find((v) => v.tool === tool)!
}
const reason = (v: ReturnType<typeof verdict>) => (v.applies ? null : v.reason)

describe('extend', () => {
  it('applies to a completed 720p Veo 3.1 clip', () => {
    const g = generationFixture()
    expect(verdict('extend', g, g.outputs[0]!, facts).applies).toBe(true)
  })

  it('refuses a 1080p clip, in words naming the rule', () => {
    const out = outputFixture({ width: 1920, height: 1080 })
    const g = generationFixture({ outputs: [out] })
    expect(reason(verdict('extend', g, out, facts))).toBe(
      'this clip is 1080p: extend takes lite, fast or quality 720p outputs of Veo 3.1.',
    )
  })

  it('refuses an extension, another family, an image and an unfinished clip', () => {
    const ext = generationFixture({ generationType: 'extend' })
    expect(reason(verdict('extend', ext, ext.outputs[0]!, facts))).toMatch(/itself an extension/)
    const kling = generationFixture({ model: 'kling-2-6-text-to-video' })
    // The model in words, never its id.
    expect(reason(verdict('extend', kling, kling.outputs[0]!, facts))).toMatch(
      /made with Kling 2\.6 text to video:/,
    )
    const img = outputFixture({ kind: 'image' })
    expect(reason(verdict('extend', generationFixture(), img, facts))).toMatch(/an image/)
    const running = generationFixture({ phase: 'running', status: 'processing' })
    expect(reason(verdict('extend', running, running.outputs[0]!, facts))).toMatch(/processing/)
  })

  it('reads the tier from the catalog family or usage notes, and the tier must match', () => {
    expect(extendTierOf(CATALOG[0])).toBe('fast')
    expect(
      extendTierOf(modelFixture('x', { usage_notes: 'Extendable (lite tier) unless 1080p' })),
    ).toBe('lite')
    expect(extendTierOf(modelFixture('y'))).toBeNull()
    expect(tierRefusal('fast', 'fast')).toBeNull()
    expect(tierRefusal('quality', 'lite')).toMatch(/only the lite tier/)
  })
})

describe('finalize draft', () => {
  const draft = generationFixture({
    model: 'seedance-1-5-lite',
    parameters: [['quality', '720p-draft']],
    createdAt: '2026-01-01T00:00:00.000Z',
  })

  it('offers a fresh draft and refuses what is no draft', () => {
    expect(verdict('finalize-draft', draft, draft.outputs[0]!, facts).applies).toBe(true)
    const g = generationFixture()
    expect(reason(verdict('finalize-draft', g, g.outputs[0]!, facts))).toMatch(
      /720p-draft or 1080p-draft/,
    )
    const finalized = generationFixture({ ...draft, generationType: 'finalize-draft' })
    expect(isDraft(finalized, CATALOG[3])).toBe(false)
  })

  it('refuses a finalized, an unfinished and an expired draft', () => {
    const done = { ...facts, finalized: new Set([draft.id]) }
    expect(reason(verdict('finalize-draft', draft, draft.outputs[0]!, done))).toMatch(/already/)
    const late = { ...facts, now: Date.parse('2026-01-08T00:00:01.000Z') }
    expect(reason(verdict('finalize-draft', draft, draft.outputs[0]!, late))).toMatch(/7 days/)
    const running = { ...draft, phase: 'running' as const, status: 'processing' }
    expect(reason(verdict('finalize-draft', running, draft.outputs[0]!, facts))).toMatch(
      /processing/,
    )
  })

  it('counts down to the 7-day limit', () => {
    const expires = draftExpiresAt(draft.createdAt)!
    expect(new Date(expires).toISOString()).toBe('2026-01-08T00:00:00.000Z')
    expect(formatTimeLeft(expires - NOW)).toBe('5 d 0 h left')
    expect(formatTimeLeft(3 * 3_600_000 + 5 * 60_000)).toBe('3 h 5 min left')
    expect(formatTimeLeft(-1)).toBe('expired')
  })

  it('knows finalized drafts from the history echo and from tracked jobs', () => {
    const ids = finalizedDraftIds(
      [
        {
          id: 'f1',
          status: 'completed',
          generation_type: 'finalize-draft',
          source_generation_id: 'd1',
        },
        {
          id: 'f2',
          status: 'failed',
          generation_type: 'finalize-draft',
          source_generation_id: 'd2',
        },
      ],
      [
        {
          id: 'f3',
          kind: 'media',
          model: 'm',
          label: 'l',
          startedAt: '2026-01-01T00:00:00.000Z',
          action: 'finalize-draft',
          madeFrom: [{ kind: 'media', id: 'd3' }],
        },
      ],
    )
    expect([...ids].sort()).toEqual(['d1', 'd3'])
  })
})

describe('remove background, captions, dubbing', () => {
  it('apply to the media they take, with reasons otherwise', () => {
    const image = outputFixture({ kind: 'image', format: 'png', fileSize: 1000 })
    const g = generationFixture({ outputs: [image] })
    const byTool = Object.fromEntries(toolVerdicts(g, image, facts).map((v) => [v.tool, v]))
    expect(byTool['remove-background']!.applies).toBe(true)
    expect(reason(byTool.captions!)).toMatch(/an image: captions are burned into videos/)
    expect(reason(byTool.dubbing!)).toMatch(/dubbing takes videos/)
  })

  it('name the kind of an output they do not take with its article', () => {
    const song = outputFixture({ kind: 'audio', format: 'mp3' })
    const g = generationFixture({ outputs: [song] })
    const byTool = Object.fromEntries(toolVerdicts(g, song, facts).map((v) => [v.tool, v]))
    expect(reason(byTool['remove-background']!)).toMatch(/^this output is an audio file: /)
    expect(reason(byTool.captions!)).toMatch(/^this output is an audio file: /)
    expect(reason(byTool.extend!)).toMatch(/^this output is an audio file: /)
    const clip = outputFixture({ kind: 'video', format: 'mp4' })
    const video = generationFixture({ outputs: [clip] })
    const remove = toolVerdicts(video, clip, facts).find((v) => v.tool === 'remove-background')!
    expect(reason(remove)).toMatch(/^this output is a video: /)
  })

  it('refuse a large or foreign image and an over-long video', () => {
    const big = outputFixture({ kind: 'image', format: 'png', fileSize: 6 * 1024 * 1024 })
    expect(reason(verdict('remove-background', generationFixture(), big, facts))).toMatch(/6.0 MB/)
    const gif = outputFixture({ kind: 'image', format: 'gif' })
    expect(reason(verdict('remove-background', generationFixture(), gif, facts))).toMatch(/gif/)
    const long = outputFixture({ durationSeconds: 31 * 60 })
    expect(reason(verdict('captions', generationFixture(), long, facts))).toMatch(/31 min/)
  })

  it('say so when the catalog lacks the service model', () => {
    const g = generationFixture()
    const noDub = { ...facts, models: CATALOG.filter((m) => m.model_id !== 'auto-dub') }
    expect(reason(verdict('dubbing', g, g.outputs[0]!, noDub))).toMatch(/no dub model/)
  })
})

describe('1080p', () => {
  it('goes by the requested resolution before the delivered pixels', () => {
    const asked = generationFixture({ parameters: [['resolution', '1080p']] })
    expect(reason(verdict('extend', asked, outputFixture(), facts))).toMatch(/1080p/)
    const small = generationFixture({ parameters: [['resolution', '720p']] })
    expect(verdict('extend', small, outputFixture(), facts).applies).toBe(true)
  })
})
