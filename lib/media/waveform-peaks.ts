/**
 * A file's waveform, decoded without the audio device. wavesurfer.js decodes a file through a
 * live `AudioContext`, and a page's first one opens the audio output: in headless Chromium here
 * that blocked the main thread 160 to 200 ms with almost no work done, which a phone's simulation
 * counts four times (docs/performance.md, "Where a phone's time goes"). An `OfflineAudioContext`
 * decodes the same way and opens no device. The waveform is then handed to wavesurfer.js as
 * peaks, with the file it fetched, so it neither fetches nor decodes again.
 */

import { discardBody } from '@/lib/http/discard-body'

/** The rate files are decoded at for drawing: wavesurfer.js's own default. */
const DECODE_RATE = 8000
/** Values per channel: more than the bars of the widest waveform on a 2x screen. */
const POINTS = 2000

export interface DecodedWaveform {
  /** The file as fetched, for the player to play without fetching it again. */
  blob: Blob
  /** Per channel, at most `POINTS` values in -1..1. */
  peaks: Float32Array[]
  duration: number
}

/**
 * At most `points` values of a channel: each the sample of largest magnitude in its span, sign
 * kept, so a short loud click still shows as a bar.
 */
export function peaksOf(channel: Float32Array, points: number): Float32Array {
  if (channel.length <= points) return channel
  const peaks = new Float32Array(points)
  const span = channel.length / points
  for (let i = 0; i < points; i++) {
    const end = Math.min(channel.length, Math.round((i + 1) * span))
    let peak = 0
    for (let j = Math.round(i * span); j < end; j++) {
      const value = channel[j]!
      if (Math.abs(value) > Math.abs(peak)) peak = value
    }
    peaks[i] = peak
  }
  return peaks
}

/** Fetches a file and decodes its waveform; rejects when it cannot be fetched or decoded. */
export async function decodeWaveform(url: string, signal: AbortSignal): Promise<DecodedWaveform> {
  const response = await fetch(url, { signal })
  if (!response.ok) {
    await discardBody(response)
    throw new Error(`the file could not be fetched (${response.status})`)
  }
  const blob = await response.blob()
  // The context's own length is irrelevant: it decodes, it never renders.
  const audio = await new OfflineAudioContext(1, 1, DECODE_RATE).decodeAudioData(
    await blob.arrayBuffer(),
  )
  const peaks = Array.from({ length: audio.numberOfChannels }, (_, i) =>
    peaksOf(audio.getChannelData(i), POINTS),
  )
  return { blob, peaks, duration: audio.duration }
}
