// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { OnePlayer, registerDetachedPlayer } from './one-player'

/** jsdom plays nothing: a started element is marked playing and sends its `play` event. */
function start(el: HTMLMediaElement) {
  Object.defineProperty(el, 'paused', { value: false, configurable: true })
  el.dispatchEvent(new Event('play'))
}

function spyPause(el: HTMLMediaElement) {
  const pause = vi.fn(() => Object.defineProperty(el, 'paused', { value: true }))
  el.pause = pause
  return pause
}

const audio = (label: string) => screen.getByLabelText<HTMLAudioElement>(label)

function Studio() {
  return (
    <>
      <OnePlayer />
      {/* eslint-disable jsx-a11y/media-has-caption -- test players */}
      <audio aria-label="Song" />
      <audio aria-label="Speech" />
      <audio aria-label="Vocals" data-play-group="mix" />
      <audio aria-label="Drums" data-play-group="mix" />
      {/* eslint-enable jsx-a11y/media-has-caption */}
    </>
  )
}

describe('OnePlayer: one thing plays at a time across the studio', () => {
  it('speech started on one tab stops the song still playing from another', () => {
    render(<Studio />)
    const stopSong = spyPause(audio('Song'))
    start(audio('Song'))
    start(audio('Speech'))
    expect(stopSong).toHaveBeenCalledTimes(1)
  })

  it('the stems of one mixer keep playing together, and stop the song', () => {
    render(<Studio />)
    const stopSong = spyPause(audio('Song'))
    const stopVocals = spyPause(audio('Vocals'))
    start(audio('Song'))
    start(audio('Vocals'))
    start(audio('Drums'))
    expect(stopSong).toHaveBeenCalledTimes(1)
    expect(stopVocals).not.toHaveBeenCalled()
  })

  it('a player outside the document (the gallery preview) takes part both ways', () => {
    render(<Studio />)
    const preview = new Audio()
    const unregister = registerDetachedPlayer(preview)
    const stopPreview = spyPause(preview)
    const stopSong = spyPause(audio('Song'))
    start(audio('Song'))
    start(preview)
    expect(stopSong).toHaveBeenCalledTimes(1)
    start(audio('Speech'))
    expect(stopPreview).toHaveBeenCalledTimes(1)
    unregister()
  })
})
