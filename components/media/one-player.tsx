'use client'

import { useEffect } from 'react'
import { playersToPause } from '@/lib/media/one-player'

/** Players made with `new Audio()` are in no document: they are named here to be found. */
const detached = new Set<HTMLMediaElement>()

/** `data-play-group` on a media element: elements with the same value play together. */
const groupOf = (el: HTMLMediaElement) => el.dataset.playGroup ?? null

function view(el: HTMLMediaElement) {
  return { el, paused: el.paused, muted: el.muted, group: groupOf(el) }
}

function onPlay(event: Event) {
  const target = event.target
  if (!(target instanceof HTMLMediaElement)) return
  const all = [...document.querySelectorAll<HTMLMediaElement>('audio, video'), ...detached]
  const views = all.map(view)
  const started = views.find((v) => v.el === target) ?? view(target)
  for (const other of playersToPause(started, views)) other.el.pause()
}

/**
 * Puts a player that lives outside the document under the one-player rule (it stops others when
 * it plays and is stopped when another starts); returns how to take it out again.
 */
export function registerDetachedPlayer(el: HTMLMediaElement): () => void {
  detached.add(el)
  el.addEventListener('play', onPlay)
  return () => {
    detached.delete(el)
    el.removeEventListener('play', onPlay)
  }
}

/**
 * Mounted once at the root: a media element that starts playing anywhere in the studio pauses
 * every other one that is making sound (media events do not bubble, so the listener captures).
 */
export function OnePlayer() {
  useEffect(() => {
    document.addEventListener('play', onPlay, true)
    return () => document.removeEventListener('play', onPlay, true)
  }, [])
  return null
}
