import { writeFile } from 'node:fs/promises'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { parseFfmpegInfo } from './ffmpeg-info'
import { runFfmpeg } from './ffmpeg'
import { probeMedia } from './probe'
import { identify } from './sniff'
import { useScratchDir } from './test-support'
import { renderVideo } from './video'

describe('probeMedia', () => {
  const scratch = useScratchDir()
  beforeAll(async () => {
    const image = sharp({ create: { width: 48, height: 32, channels: 3, background: '#3366cc' } })
    await image.clone().png().toFile(scratch('i.png'))
    await image.clone().jpeg().toFile(scratch('i.jpeg'))
    await image.clone().webp().toFile(scratch('i.webp'))
    await renderVideo({
      prompt: 'p',
      width: 128,
      height: 96,
      durationSeconds: 1,
      withAudio: true,
      outFile: scratch('v.mp4'),
    })
    const tone = ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1.5']
    await runFfmpeg([...tone, '-c:a', 'libmp3lame', scratch('a.mp3')])
    await runFfmpeg([...tone, scratch('a.wav')])
    await runFfmpeg([...tone, '-c:a', 'libvorbis', scratch('a.ogg')])
    await runFfmpeg([...tone, '-c:a', 'aac', scratch('a.m4a')])
    await runFfmpeg([
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=64x48:duration=1:rate=10',
      '-c:v',
      'libvpx',
      scratch('v.webm'),
    ])
    await writeFile(scratch('notes.txt'), 'just some text, not media')
  })

  it.each([
    ['i.png', { kind: 'image', mime: 'image/png', width: 48, height: 32 }],
    ['i.jpeg', { kind: 'image', mime: 'image/jpeg', width: 48, height: 32 }],
    ['i.webp', { kind: 'image', mime: 'image/webp', width: 48, height: 32 }],
    ['v.mp4', { kind: 'video', mime: 'video/mp4', width: 128, height: 96 }],
    ['v.webm', { kind: 'video', mime: 'video/webm', width: 64, height: 48 }],
    ['a.mp3', { kind: 'audio', mime: 'audio/mpeg' }],
    ['a.wav', { kind: 'audio', mime: 'audio/wav' }],
    ['a.ogg', { kind: 'audio', mime: 'audio/ogg' }],
    ['a.m4a', { kind: 'audio', mime: 'audio/mp4' }],
  ])('identifies %s from its content', async (name, expected) => {
    const probe = await probeMedia(scratch(name))
    expect(probe).toMatchObject(expected)
    if (probe.kind !== 'image') expect(probe.durationSeconds).toBeGreaterThan(0.8)
  })

  it('rejects files that are not media, and missing files', async () => {
    // (ffmpeg would read text as a 'tty' video; content sniffing refuses it.)
    await expect(probeMedia(scratch('notes.txt'))).rejects.toThrow(/unsupported media format/)
    await expect(probeMedia(scratch('missing.mp4'))).rejects.toThrow(/does not exist/)
  })
})

describe('parseFfmpegInfo', () => {
  it('reads duration, streams and a portrait rotation', () => {
    const stderr = [
      "Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'phone.mov':",
      '  Duration: 00:01:02.50, start: 0.000000, bitrate: 9000 kb/s',
      '    Stream #0:0(und): Video: h264 (High) (avc1 / 0x31637661), yuv420p(tv, bt709), 1920x1080, 8000 kb/s, 30 fps (default)',
      '    Metadata:',
      '      rotate          : 90',
      '    Stream #0:1(und): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, stereo, fltp, 128 kb/s (default)',
      'At least one output file must be specified',
    ].join('\n')
    expect(parseFfmpegInfo(stderr)).toEqual({
      container: 'mov,mp4,m4a,3gp,3g2,mj2',
      durationSeconds: 62.5,
      video: { codec: 'h264', width: 1080, height: 1920, pixelFormat: 'yuv420p' },
      audio: { codec: 'aac', sampleRate: 48000, channels: 2 },
    })
  })

  it('ignores cover art in audio files and fails on unreadable input', () => {
    const mp3 = [
      "Input #0, mp3, from 'song.mp3':",
      '  Duration: 00:00:03.00, start: 0.025057, bitrate: 160 kb/s',
      '    Stream #0:0: Audio: mp3, 44100 Hz, stereo, fltp, 160 kb/s',
      '    Stream #0:1: Video: mjpeg, yuvj420p(pc), 500x500, 90k tbr, 90k tbn (attached pic)',
    ].join('\n')
    expect(parseFfmpegInfo(mp3)?.video).toBeUndefined()
    expect(parseFfmpegInfo('x.txt: Invalid data found when processing input')).toBeNull()
  })
})

describe('identify', () => {
  it('recognises containers by magic numbers', () => {
    const withHeader = (head: string | number[]) =>
      Buffer.concat([Buffer.from(head as string), Buffer.alloc(16)])
    expect(identify(withHeader('RIFF\0\0\0\0WAVE'))?.name).toBe('wav')
    expect(identify(withHeader('\0\0\0\x18ftypqt  '))?.video).toBe('video/quicktime')
    expect(identify(withHeader('\0\0\0\x18ftypM4A '))?.audio).toBe('audio/mp4')
    expect(identify(withHeader([0xff, 0xfb, 0x90, 0x00]))?.name).toBe('mp3')
    expect(identify(withHeader('hello world, plain text')))?.toBeNull()
  })
})
