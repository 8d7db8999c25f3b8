import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { probeMedia } from './probe'
import { renderMusic } from './music'
import { separateStems } from './separate'
import { renderSpeech } from './speech'
import { decodeAudio, meanAbsDifference, rms, useScratchDir } from './test-support'

const within = (actual: number | undefined, expected: number, tolerance = 0.3) =>
  expect(Math.abs((actual ?? Number.NaN) - expected)).toBeLessThanOrEqual(tolerance)

describe('renderMusic', () => {
  const scratch = useScratchDir()

  it('writes a decodable MP3 of the requested length that differs per prompt', async () => {
    const result = await renderMusic({
      prompt: 'upbeat dance',
      durationSeconds: 3,
      instrumental: true,
      outFile: scratch('a.mp3'),
    })
    await renderMusic({
      prompt: 'sad piano at night',
      durationSeconds: 3,
      instrumental: true,
      outFile: scratch('b.mp3'),
    })

    expect(result).toMatchObject({ durationSeconds: 3, format: 'mp3' })
    const probe = await probeMedia(scratch('a.mp3'))
    expect(probe).toMatchObject({ kind: 'audio', mime: 'audio/mpeg' })
    within(probe.durationSeconds, 3)
    const samples = await decodeAudio(scratch('a.mp3'))
    within(samples.length / 8000, 3)
    expect(rms(samples)).toBeGreaterThan(1000) // clearly audible, not silence
    expect(await readFile(scratch('b.mp3'))).not.toEqual(await readFile(scratch('a.mp3')))
  })

  it('adds a vocal line when not instrumental, and is reproducible', async () => {
    const options = {
      prompt: 'a song about the sea',
      durationSeconds: 4,
      seed: 3,
      outFile: scratch('song.mp3'),
    }
    await renderMusic({ ...options, instrumental: false })
    const sung = await readFile(scratch('song.mp3'))
    await renderMusic({ ...options, instrumental: false })
    expect(await readFile(scratch('song.mp3'))).toEqual(sung)
    await renderMusic({ ...options, instrumental: true })
    expect(await readFile(scratch('song.mp3'))).not.toEqual(sung)
  })

  it('rejects bad durations', async () => {
    const base = { prompt: 'x', instrumental: true, outFile: scratch('bad.mp3') }
    await expect(renderMusic({ ...base, durationSeconds: 0 })).rejects.toThrow(/durationSeconds/)
    await expect(
      renderMusic({ ...base, durationSeconds: Number.POSITIVE_INFINITY }),
    ).rejects.toThrow(/durationSeconds/)
  })
})

describe('renderSpeech', () => {
  const scratch = useScratchDir()

  it('lasts about one second per 14 characters (at least one) and sounds like bursts of syllables', async () => {
    const text = 'The quick brown fox jumps over the lazy dog, twice. Really? Yes!' // 64 characters
    const long = await renderSpeech({ text, voice: 'alloy', outFile: scratch('long.mp3') })
    const short = await renderSpeech({ text: 'Hi', voice: 'alloy', outFile: scratch('short.mp3') })

    within(long.durationSeconds, text.length / 14, 0.05)
    expect(short.durationSeconds).toBe(1)
    within((await probeMedia(scratch('long.mp3'))).durationSeconds, text.length / 14)
    const samples = await decodeAudio(scratch('long.mp3'))
    // Syllables and pauses: loudness in 50 ms windows varies a lot.
    const windows = Array.from({ length: Math.floor(samples.length / 400) }, (_, i) =>
      rms(samples.subarray(i * 400, i * 400 + 400)),
    )
    expect(Math.max(...windows)).toBeGreaterThan(1500)
    expect(Math.min(...windows)).toBeLessThan(Math.max(...windows) / 10)
  })

  it('changes with the voice name', async () => {
    await renderSpeech({ text: 'Same words', voice: 'nova', outFile: scratch('nova.mp3') })
    await renderSpeech({ text: 'Same words', voice: 'onyx', outFile: scratch('onyx.mp3') })
    expect(await readFile(scratch('nova.mp3'))).not.toEqual(await readFile(scratch('onyx.mp3')))
    await expect(
      renderSpeech({ text: '  ', voice: 'nova', outFile: scratch('empty.mp3') }),
    ).rejects.toThrow(/text/)
  })
})

describe('separateStems', () => {
  const scratch = useScratchDir()

  it('writes vocals and instrumental stems that differ from each other and from the input', async () => {
    await renderMusic({
      prompt: 'pop song',
      durationSeconds: 3,
      instrumental: false,
      outFile: scratch('mix.mp3'),
    })
    await separateStems({
      inputFile: scratch('mix.mp3'),
      vocalsFile: scratch('stems/vocals.mp3'),
      instrumentalFile: scratch('stems/instrumental.wav'),
    })

    const [mix, vocals, instrumental] = await Promise.all([
      decodeAudio(scratch('mix.mp3')),
      decodeAudio(scratch('stems/vocals.mp3')),
      decodeAudio(scratch('stems/instrumental.wav')),
    ])
    expect((await probeMedia(scratch('stems/vocals.mp3'))).mime).toBe('audio/mpeg')
    expect((await probeMedia(scratch('stems/instrumental.wav'))).mime).toBe('audio/wav')
    for (const stem of [vocals, instrumental]) {
      within(stem.length / 8000, mix.length / 8000, 0.1)
      expect(rms(stem)).toBeGreaterThan(200)
      expect(meanAbsDifference(stem, mix)).toBeGreaterThan(100)
    }
    expect(meanAbsDifference(vocals, instrumental)).toBeGreaterThan(100)
  })

  it('rejects unsupported extensions and inputs without audio', async () => {
    const base = {
      inputFile: scratch('mix.mp3'),
      vocalsFile: scratch('v.mp3'),
      instrumentalFile: scratch('i.flac'),
    }
    await expect(separateStems(base)).rejects.toThrow(/extension/)
    const valid = { ...base, instrumentalFile: scratch('i.wav') }
    await expect(separateStems({ ...valid, inputFile: scratch('nope.mp3') })).rejects.toThrow(
      /does not exist/,
    )
  })
})
