import { describe, expect, it } from 'vitest'
import { imageSize, videoSize } from './dimensions'

describe('output sizes', () => {
  it.each([
    ['1:1', undefined, 1024, 1024],
    ['16:9', '1K', 1024, 576],
    ['9:16', '2K', 1152, 2048],
    ['3:2', '4K', 4096, 2730],
    ['1:1', 'high', 4096, 4096],
  ])('image %s %s', (aspect, tier, width, height) => {
    expect(imageSize(aspect, tier)).toEqual({ width, height })
  })

  it.each([
    ['16:9', undefined, 1280, 720],
    ['9:16', '1080p', 1080, 1920],
    ['1:1', '480p', 480, 480],
    ['16:9', '720p-draft', 1280, 720],
  ])('video %s %s', (aspect, tier, width, height) => {
    expect(videoSize(aspect, tier)).toEqual({ width, height })
  })
})
