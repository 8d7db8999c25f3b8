import { MediaInputError } from './errors'
import { inspectStreams, type MediaStreams } from './ffmpeg-info'
import { probeMedia } from './probe'

export type VideoStreams = MediaStreams & {
  video: NonNullable<MediaStreams['video']>
  durationSeconds: number
}

/** Inspects an input that must be a video with a known duration. */
export async function inspectVideoInput(file: string): Promise<VideoStreams> {
  const probe = await probeMedia(file)
  if (probe.kind !== 'video')
    throw new MediaInputError(`expected a video, got ${probe.mime}: ${file}`)
  const streams = await inspectStreams(file)
  const { video, durationSeconds } = streams
  if (!video) throw new MediaInputError(`input has no video track: ${file}`)
  if (!durationSeconds) throw new MediaInputError(`input video has an unknown duration: ${file}`)
  return { ...streams, video, durationSeconds }
}

/** Describes a finished MP4 the way the public API reports it, from what ffmpeg reads back. */
export async function describeVideoOutput(file: string, fileSize: number) {
  const { video, durationSeconds } = await inspectVideoInput(file)
  return {
    width: video.width,
    height: video.height,
    durationSeconds,
    format: 'mp4' as const,
    fileSize,
  }
}
