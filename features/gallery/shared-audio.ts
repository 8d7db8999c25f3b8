import { useSyncExternalStore } from 'react'
import { registerDetachedPlayer } from '@/components/media/one-player'
import { createListeners } from '@/lib/listeners'

/**
 * One audio element for every tile of the grid, so previews never overlap and a virtualized
 * tile can unmount while its sound keeps playing.
 */
let audio: HTMLAudioElement | null = null
let playingUrl: string | null = null
const listeners = createListeners()

function setPlaying(url: string | null) {
  playingUrl = url
  listeners.notify()
}

function element(): HTMLAudioElement {
  if (!audio) {
    audio = new Audio()
    audio.addEventListener('ended', () => setPlaying(null))
    audio.addEventListener('error', () => setPlaying(null))
    // Another player starting anywhere in the studio pauses this one: the tile shows it stopped.
    audio.addEventListener('pause', () => {
      if (audio?.paused) setPlaying(null)
    })
    registerDetachedPlayer(audio)
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

export function useSharedAudioPlaying(url: string | null): boolean {
  return useSyncExternalStore(
    listeners.subscribe,
    () => url !== null && playingUrl === url,
    () => false,
  )
}
