import { useSyncExternalStore } from 'react'

/**
 * One audio element for every tile of the grid, so previews never overlap and a virtualized
 * tile can unmount while its sound keeps playing.
 */
let audio: HTMLAudioElement | null = null
let playingUrl: string | null = null
const listeners = new Set<() => void>()

function setPlaying(url: string | null) {
  playingUrl = url
  listeners.forEach((listener) => listener())
}

function element(): HTMLAudioElement {
  if (!audio) {
    audio = new Audio()
    audio.addEventListener('ended', () => setPlaying(null))
    audio.addEventListener('error', () => setPlaying(null))
  }
  return audio
}

export function toggleSharedAudio(url: string) {
  const player = element()
  if (playingUrl === url) {
    player.pause()
    return setPlaying(null)
  }
  player.src = url
  setPlaying(url)
  player.play().catch(() => setPlaying(null))
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useSharedAudioPlaying(url: string | null): boolean {
  return useSyncExternalStore(
    subscribe,
    () => url !== null && playingUrl === url,
    () => false,
  )
}
