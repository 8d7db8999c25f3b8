import { readFile } from 'node:fs/promises'
import { beforeAll, describe, expect, it } from 'vitest'
import { burnCaptions } from './captions'
import { dubVideo } from './dub'
import { inspectStreams } from './ffmpeg-info'
import { decodeAudio, decodeFrame, meanAbsDifference, useScratchDir } from './test-support'
import { renderVideo } from './video'

describe('burnCaptions and dubVideo', () => {
  const scratch = useScratchDir()
  beforeAll(async () => {
    await renderVideo({
      prompt: 'street',
      width: 320,
      height: 180,
      durationSeconds: 2,
      withAudio: true,
      outFile: scratch('in.mp4'),
    })
    await renderVideo({
      prompt: 'quiet',
      width: 240,
      height: 240,
      durationSeconds: 1.5,
      withAudio: false,
      outFile: scratch('silent.mp4'),
    })
  })

  it('burns visible captions into the lower part of the frames', async () => {
    const result = await burnCaptions({
      inputFile: scratch('in.mp4'),
      outFile: scratch('out/captioned.mp4'),
      text: 'Hello world, this is a caption!',
    })

    expect(result).toMatchObject({ width: 320, height: 180, format: 'mp4' })
    expect(Math.abs(result.durationSeconds - 2)).toBeLessThanOrEqual(0.3)
    const streams = await inspectStreams(scratch('out/captioned.mp4'))
    expect(streams.video).toMatchObject({ codec: 'h264', pixelFormat: 'yuv420p' })
    expect(streams.audio?.codec).toBe('aac')

    const [before, after] = await Promise.all([
      decodeFrame(scratch('in.mp4'), 1.5, 320, 180),
      decodeFrame(scratch('out/captioned.mp4'), 1.5, 320, 180),
    ])
    const rowBytes = 320 * 3
    const top = (frame: Buffer) => frame.subarray(0, 60 * rowBytes)
    const bottom = (frame: Buffer) => frame.subarray(120 * rowBytes)
    expect(meanAbsDifference(bottom(before), bottom(after))).toBeGreaterThan(15)
    expect(meanAbsDifference(top(before), top(after))).toBeLessThan(5)
  })

  it('reveals words over time', async () => {
    await burnCaptions({
      inputFile: scratch('silent.mp4'),
      outFile: scratch('out/words.mp4'),
      text: 'one two three four five six',
    })
    const [early, late] = await Promise.all([
      decodeFrame(scratch('out/words.mp4'), 0.1, 240, 240),
      decodeFrame(scratch('out/words.mp4'), 1.4, 240, 240),
    ])
    const bright = (frame: Buffer) =>
      frame.filter((value, i) => i >= 180 * 240 * 3 && value > 240).length
    expect(bright(late)).toBeGreaterThan(bright(early) * 2)
    expect((await inspectStreams(scratch('out/words.mp4'))).audio).toBeUndefined()
  })

  it('dubs: replaces the audio with speech pitched per language, keeping the video', async () => {
    const spanish = await dubVideo({
      inputFile: scratch('in.mp4'),
      outFile: scratch('out/es.mp4'),
      language: 'es',
    })
    await dubVideo({
      inputFile: scratch('silent.mp4'),
      outFile: scratch('out/ja.mp4'),
      language: 'ja',
    })

    expect(spanish).toMatchObject({ width: 320, height: 180, format: 'mp4' })
    expect(Math.abs(spanish.durationSeconds - 2)).toBeLessThanOrEqual(0.3)
    for (const name of ['out/es.mp4', 'out/ja.mp4']) {
      const streams = await inspectStreams(scratch(name))
      expect(streams.video?.codec).toBe('h264')
      expect(streams.audio?.codec).toBe('aac')
    }
    const [original, dubbed] = await Promise.all([
      decodeAudio(scratch('in.mp4')),
      decodeAudio(scratch('out/es.mp4')),
    ])
    expect(meanAbsDifference(original, dubbed)).toBeGreaterThan(100)
    await dubVideo({ inputFile: scratch('in.mp4'), outFile: scratch('out/fr.mp4'), language: 'fr' })
    expect(await readFile(scratch('out/fr.mp4'))).not.toEqual(await readFile(scratch('out/es.mp4')))
  })

  it('rejects inputs without video and empty captions', async () => {
    await expect(
      burnCaptions({ inputFile: scratch('in.mp4'), outFile: scratch('x.mp4'), text: ' ' }),
    ).rejects.toThrow(/text/)
    await expect(
      dubVideo({ inputFile: scratch('nothing.mp4'), outFile: scratch('x.mp4'), language: 'es' }),
    ).rejects.toThrow(/does not exist/)
    await expect(
      dubVideo({ inputFile: scratch('in.mp4'), outFile: scratch('x.mp4'), language: '' }),
    ).rejects.toThrow(/language/)
  })
})
