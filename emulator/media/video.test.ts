import { readFile } from 'node:fs/promises'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { inspectStreams } from './ffmpeg-info'
import { renderImage } from './image'
import { mp4TopLevelBoxes, readHead, useScratchDir } from './test-support'
import { renderThumbnail } from './thumbnail'
import { renderVideo } from './video'

describe('renderVideo', () => {
  const scratch = useScratchDir()

  it('renders a browser-playable H.264 MP4 with AAC audio, scaled down to 640 on the long side', async () => {
    const outFile = scratch('clips/with-audio.mp4')
    const result = await renderVideo({
      prompt: 'a calm lake',
      width: 1920,
      height: 1080,
      durationSeconds: 2,
      withAudio: true,
      outFile,
    })

    expect(result).toMatchObject({ width: 640, height: 360, durationSeconds: 2, format: 'mp4' })
    expect((await readHead(outFile, 8)).toString('latin1', 4, 8)).toBe('ftyp')
    const boxes = await mp4TopLevelBoxes(outFile)
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat')) // faststart
    const streams = await inspectStreams(outFile)
    expect(streams.video).toMatchObject({
      codec: 'h264',
      width: 640,
      height: 360,
      pixelFormat: 'yuv420p',
    })
    expect(streams.audio?.codec).toBe('aac')
    expect(streams.durationSeconds).toBeGreaterThan(1.7)
    expect(streams.durationSeconds).toBeLessThan(2.3)
  })

  it('has no audio track without withAudio, keeps small sizes, and differs per prompt', async () => {
    const render = (name: string, prompt: string) =>
      renderVideo({
        prompt,
        width: 160,
        height: 120,
        durationSeconds: 1.5,
        withAudio: false,
        outFile: scratch(name),
      })
    const result = await render('silent-a.mp4', 'neon city')
    await render('silent-a-again.mp4', 'neon city')
    await render('silent-b.mp4', 'green hills')

    expect(result).toMatchObject({ width: 160, height: 120, durationSeconds: 1.5 })
    const streams = await inspectStreams(scratch('silent-a.mp4'))
    expect(streams.audio).toBeUndefined()
    expect(Math.abs((streams.durationSeconds ?? 0) - 1.5)).toBeLessThanOrEqual(0.3)
    const [a, again, b] = await Promise.all(
      ['silent-a.mp4', 'silent-a-again.mp4', 'silent-b.mp4'].map((n) => readFile(scratch(n))),
    )
    expect(again).toEqual(a)
    expect(b).not.toEqual(a)
  })

  it('rounds odd sizes to even ones (needed by yuv420p) and rejects bad input', async () => {
    const result = await renderVideo({
      prompt: 'odd',
      width: 99,
      height: 51,
      durationSeconds: 0.5,
      withAudio: false,
      outFile: scratch('odd.mp4'),
    })
    expect([result.width % 2, result.height % 2]).toEqual([0, 0])
    const base = {
      prompt: 'x',
      width: 64,
      height: 64,
      durationSeconds: 1,
      withAudio: false,
      outFile: scratch('bad.mp4'),
    }
    await expect(renderVideo({ ...base, durationSeconds: 0 })).rejects.toThrow(/durationSeconds/)
    await expect(renderVideo({ ...base, durationSeconds: 10_000 })).rejects.toThrow(
      /durationSeconds/,
    )
    await expect(renderVideo({ ...base, width: -1 })).rejects.toThrow(/width/)
  })
})

describe('renderThumbnail', () => {
  const scratch = useScratchDir()

  it('makes JPEG, WEBP or PNG thumbnails of images and of a video first frame', async () => {
    await renderImage({ prompt: 'wide', width: 800, height: 400, outFile: scratch('wide.png') })
    await renderVideo({
      prompt: 'clip',
      width: 320,
      height: 240,
      durationSeconds: 0.5,
      withAudio: false,
      outFile: scratch('clip.mp4'),
    })

    expect(
      await renderThumbnail({
        inputFile: scratch('wide.png'),
        outFile: scratch('t/wide.jpg'),
        maxSize: 200,
      }),
    ).toEqual({ width: 200, height: 100 })
    expect(
      await renderThumbnail({
        inputFile: scratch('clip.mp4'),
        outFile: scratch('t/clip.webp'),
        maxSize: 160,
      }),
    ).toEqual({ width: 160, height: 120 })
    expect(
      await renderThumbnail({
        inputFile: scratch('clip.mp4'),
        outFile: scratch('t/clip.png'),
        maxSize: 1000,
      }),
    ).toEqual({ width: 320, height: 240 })

    expect((await sharp(scratch('t/wide.jpg')).metadata()).format).toBe('jpeg')
    expect((await sharp(scratch('t/clip.webp')).metadata()).format).toBe('webp')
    expect((await sharp(scratch('t/clip.png')).metadata()).format).toBe('png')
  })

  it('rejects unsupported output extensions and missing inputs', async () => {
    await expect(
      renderThumbnail({ inputFile: scratch('wide.png'), outFile: scratch('t/x.gif'), maxSize: 10 }),
    ).rejects.toThrow(/\.jpg/)
    await expect(
      renderThumbnail({
        inputFile: scratch('missing.png'),
        outFile: scratch('t/x.png'),
        maxSize: 10,
      }),
    ).rejects.toThrow(/does not exist/)
  })
})
