/** Browser-friendly H.264 (yuv420p, moov atom first so playback starts while downloading). */
export const H264_ARGS = [
  '-c:v',
  'libx264',
  '-preset',
  'ultrafast',
  '-crf',
  '23',
  '-pix_fmt',
  'yuv420p',
]
export const AAC_ARGS = ['-c:a', 'aac', '-b:a', '128k']
/** No creation times or encoder tags that vary between runs, so output bytes are reproducible. */
export const MP4_CONTAINER_ARGS = [
  '-map_metadata',
  '-1',
  '-fflags',
  '+bitexact',
  '-movflags',
  '+faststart',
  '-f',
  'mp4',
]

/** Scales (width, height) down so the long side is at most `maxLongSide`, rounding to even sizes (yuv420p needs them). */
export function fitVideoSize(
  width: number,
  height: number,
  maxLongSide: number,
): { width: number; height: number } {
  const scale = Math.min(1, maxLongSide / Math.max(width, height))
  const even = (value: number) => Math.max(2, 2 * Math.round((value * scale) / 2))
  return { width: even(width), height: even(height) }
}

/** ffmpeg `scale` filter that shrinks to fit `maxLongSide` (never enlarges) and keeps even sizes. */
export function scaleToFitFilter(maxLongSide: number): string {
  const fit = `min(1\\,${maxLongSide}/max(iw\\,ih))`
  return `scale=w='max(2\\,2*trunc(iw*${fit}/2))':h='max(2\\,2*trunc(ih*${fit}/2))'`
}
