// @vitest-environment jsdom
import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useSongSource } from './use-song-source'

/** A media element that plays: its position moves on, a new src reloads it from 0. */
function fakeElement() {
  const el = document.createElement('audio')
  let time = 0
  let paused = true
  Object.defineProperties(el, {
    currentTime: { get: () => time, set: (t: number) => (time = t), configurable: true },
    paused: { get: () => paused, configurable: true },
    duration: { get: () => 45, configurable: true },
  })
  el.play = async () => {
    paused = false
  }
  el.pause = () => {
    paused = true
  }
  const setSrc = (url: string) => {
    el.setAttribute('src', url)
    time = 0 // a browser starts a new source from the beginning
  }
  Object.defineProperty(el, 'src', { set: setSrc, get: () => el.getAttribute('src') ?? '' })
  return el
}

describe('a song moves from its stream to its final file', () => {
  it('at the same position, still playing', async () => {
    const el = fakeElement()
    const ref = { current: el }
    const { rerender } = renderHook(({ url, final }) => useSongSource(ref, { url, final }, 45), {
      initialProps: { url: 'http://cdn/stream.mp3', final: false },
    })
    expect(el.getAttribute('src')).toBe('http://cdn/stream.mp3')
    await el.play()
    el.currentTime = 17.3
    rerender({ url: 'http://cdn/final.mp3', final: true })
    expect(el.getAttribute('src')).toBe('http://cdn/final.mp3')
    el.dispatchEvent(new Event('loadedmetadata'))
    expect(el.currentTime).toBe(17.3)
    expect(el.paused).toBe(false)
  })

  it('a paused song stays paused at its position', () => {
    const el = fakeElement()
    const ref = { current: el }
    const { rerender } = renderHook(({ url }) => useSongSource(ref, { url, final: false }, null), {
      initialProps: { url: 'http://cdn/a.mp3' },
    })
    el.currentTime = 5
    rerender({ url: 'http://cdn/b.mp3' })
    el.dispatchEvent(new Event('loadedmetadata'))
    expect(el.currentTime).toBe(5)
    expect(el.paused).toBe(true)
  })
})
