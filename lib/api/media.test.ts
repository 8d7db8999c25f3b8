import { describe, expect, it } from 'vitest'
import { durationOption, durationSeconds, MediaGenerateRequest } from './media'
import { mediaKindOfUrl } from './media-kinds'

describe('MediaGenerateRequest', () => {
  it('accepts the known fields, with null meaning not given', () => {
    const body = {
      model: 'nano-banana',
      prompt: 'x',
      generation_type: null,
      aspect_ratio: null,
      source_media_urls: null,
      sound: false,
      duration: null,
      resolution: null,
      quality: null,
      negative_prompt: '',
      seed: null,
      fixed_lens: null,
    }
    expect(MediaGenerateRequest.parse(body)).toEqual(body)
  })

  it('rejects unknown fields instead of dropping them', () => {
    const result = MediaGenerateRequest.safeParse({ model: 'm', extra: 1 })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys')
  })

  it.each([5, '5s', 15, '10s'])('takes duration %j', (duration) => {
    expect(MediaGenerateRequest.safeParse({ model: 'm', duration }).success).toBe(true)
  })

  it.each(['5', 's', '0s', 0, -1, 2.5, '5.5s', true])(
    'rejects duration %j without coercing',
    (duration) => {
      expect(MediaGenerateRequest.safeParse({ model: 'm', duration }).success).toBe(false)
    },
  )

  it('rejects non-http source URLs and a string instead of an array', () => {
    expect(
      MediaGenerateRequest.safeParse({ model: 'm', source_media_urls: ['ftp://x/y.png'] }).success,
    ).toBe(false)
    expect(
      MediaGenerateRequest.safeParse({ model: 'm', source_media_urls: 'https://x/y.png' }).success,
    ).toBe(false)
  })

  it('normalizes durations', () => {
    expect(durationOption(8)).toBe('8s')
    expect(durationOption('8s')).toBe('8s')
    expect(durationSeconds('12s')).toBe(12)
  })
})

describe('mediaKindOfUrl', () => {
  it.each([
    ['https://cdn.x/a/b.PNG?sig=1', 'image'],
    ['https://cdn.x/clip.mp4', 'video'],
    ['https://cdn.x/voice.m4a#t=1', 'audio'],
    ['https://cdn.x/file', null],
    ['not a url', null],
  ])('%s -> %s', (url, kind) => {
    expect(mediaKindOfUrl(url)).toBe(kind)
  })
})
