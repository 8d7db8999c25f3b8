import { useEffect, useRef, type RefObject } from 'react'
import { followerCorrection } from '@/features/audio/model/clock-sync'
import { loopJump, trackOutput, type MixerState } from '@/features/audio/model/mixer-state'

type Elements = Map<string, HTMLAudioElement>
type TrackElements = RefObject<Elements>

function seekAll(elements: Elements, time: number) {
  for (const el of elements.values()) el.currentTime = time
}

function pauseAll(elements: Elements) {
  for (const el of elements.values()) el.pause()
}

function playAll(elements: Elements, masterId: string, state: MixerState) {
  const master = elements.get(masterId)
  if (!master) return
  seekAll(elements, loopJump(state, master.currentTime) ?? master.currentTime)
  for (const el of elements.values()) el.play().catch(() => undefined)
}

function applyMixer(elements: Elements, state: MixerState) {
  for (const [id, el] of elements) {
    const output = trackOutput(state, id)
    el.muted = output.muted
    el.volume = output.volume
  }
}

/** Every element that is not the master follows it; the loop sends all back to its start. */
function follow(elements: Elements, master: HTMLAudioElement, state: MixerState) {
  const jump = loopJump(state, master.currentTime)
  if (jump !== null) seekAll(elements, jump)
  for (const el of elements.values()) {
    if (el === master) continue
    const fix = followerCorrection(master.currentTime, el.currentTime, !master.paused)
    if (fix.kind === 'seek') el.currentTime = fix.time
    if (el.playbackRate !== fix.rate) el.playbackRate = fix.rate
    if (!master.paused && el.paused && !el.ended) el.play().catch(() => undefined)
    if (master.paused && !el.paused) el.pause()
  }
}

/**
 * One transport over several media elements with one clock: the first track's element is the
 * master; every other element follows it (rate nudges for small drift, a seek for large), so the
 * stems never run free. Mixer state (volume, mute, solo) is applied to the elements.
 */
export function useTransport(elements: TrackElements, masterId: string, state: MixerState) {
  const stateRef = useRef(state)
  useEffect(() => {
    stateRef.current = state
    applyMixer(elements.current, state)
  }, [elements, state])

  useEffect(() => {
    const master = elements.current.get(masterId)
    if (!master) return
    let frame = 0
    const tick = () => {
      follow(elements.current, master, stateRef.current)
      frame = master.paused ? 0 : requestAnimationFrame(tick)
    }
    const restart = () => {
      cancelAnimationFrame(frame)
      tick()
    }
    const events = ['play', 'pause', 'ended', 'seeked'] as const
    for (const name of events) master.addEventListener(name, restart)
    return () => {
      cancelAnimationFrame(frame)
      for (const name of events) master.removeEventListener(name, restart)
    }
  }, [elements, masterId])

  return {
    play: () => playAll(elements.current, masterId, stateRef.current),
    pause: () => pauseAll(elements.current),
    seek: (time: number) => seekAll(elements.current, time),
  }
}
