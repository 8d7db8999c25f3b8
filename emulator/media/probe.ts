import sharp from 'sharp'
import { MediaInputError } from './errors'
import { inspectStreams } from './ffmpeg-info'
import { sniffFormat, type SniffedFormat } from './sniff'
import { assertReadableFile } from './validate'

export interface MediaProbe {
  kind: 'image' | 'video' | 'audio'
  mime: string
  width?: number
  height?: number
  durationSeconds?: number
}

/** Fallback MIME types by ffmpeg demuxer when the header bytes were not recognised. */
const MIME_BY_DEMUXER: Array<[RegExp, { video?: string; audio: string }]> = [
  [/mp4|mov/, { video: 'video/mp4', audio: 'audio/mp4' }],
  [/matroska|webm/, { video: 'video/x-matroska', audio: 'audio/x-matroska' }],
  [/ogg/, { video: 'video/ogg', audio: 'audio/ogg' }],
  [/mp3/, { audio: 'audio/mpeg' }],
  [/wav/, { audio: 'audio/wav' }],
]

/**
 * Identifies an image, video or audio file from its content (never its name): images via sharp,
 * everything else via ffmpeg. Rejects with MediaInputError for anything else.
 */
export async function probeMedia(file: string): Promise<MediaProbe> {
  await assertReadableFile('file', file)
  const sniffed = await sniffFormat(file)
  if (sniffed?.image) return probeImage(file, sniffed.image)

  const streams = await inspectStreams(file)
  const fallback = MIME_BY_DEMUXER.find(([pattern]) => pattern.test(streams.container))?.[1]
  const durationSeconds = streams.durationSeconds
  if (streams.video) {
    const mime = sniffed?.video ?? fallback?.video
    if (!mime) throw unsupported(file, sniffed, streams.container)
    return {
      kind: 'video',
      mime,
      width: streams.video.width,
      height: streams.video.height,
      durationSeconds,
    }
  }
  const mime = sniffed?.audio ?? fallback?.audio
  if (!mime) throw unsupported(file, sniffed, streams.container)
  return { kind: 'audio', mime, durationSeconds }
}

async function probeImage(file: string, mime: string): Promise<MediaProbe> {
  const metadata = await sharp(file)
    .metadata()
    .catch((error: Error) => {
      throw new MediaInputError(`corrupt or unsupported image (${mime}): ${error.message}`)
    })
  const { width, height } = metadata.autoOrient
  return { kind: 'image', mime, width, height }
}

function unsupported(
  file: string,
  sniffed: SniffedFormat | null,
  container: string,
): MediaInputError {
  return new MediaInputError(`unsupported media format (${sniffed?.name ?? container}): ${file}`)
}
