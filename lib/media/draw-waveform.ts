import { decodeWaveform } from './waveform-peaks'
import { nextTask } from '@/lib/next-task'

/** What draws a decoded waveform: a wavesurfer.js player. */
export interface WaveformPlayer {
  loadBlob(blob: Blob, peaks: Float32Array[], duration: number): Promise<void>
}

/**
 * Draws a file's waveform in three tasks of the browser's: the decoding (beside `prepare`, the
 * code the player needs), the player's making (`make`) and its first drawing. One task for all
 * three was the longest of a detail opened by its URL (docs/performance.md, "Where a phone's
 * time goes"). Stops between steps once `signal` aborts; rejects when a step fails.
 */
export async function drawWaveform<Prepared>(
  url: string,
  signal: AbortSignal,
  prepare: Promise<Prepared>,
  make: (prepared: Prepared) => WaveformPlayer,
): Promise<void> {
  const [prepared, { blob, peaks, duration }] = await Promise.all([
    prepare,
    decodeWaveform(url, signal),
  ])
  await nextTask()
  if (signal.aborted) return
  const player = make(prepared)
  await nextTask()
  if (signal.aborted) return
  // Decoded without the audio device (lib/media/waveform-peaks.ts): the player neither fetches
  // nor decodes again.
  await player.loadBlob(blob, peaks, duration)
}

/** The studio's accent colour, as the theme sets it, for a waveform's progress. */
export function accentColor(): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue('--accent').trim()
  return value ? `rgb(${value.replaceAll(' ', ',')})` : '#4f46e5'
}
