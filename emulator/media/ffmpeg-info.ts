import { MediaInputError } from './errors'
import { runFfmpeg } from './ffmpeg'

export interface MediaStreams {
  /** ffmpeg's demuxer name list, e.g. "mov,mp4,m4a,3gp,3g2,mj2". */
  container: string
  durationSeconds?: number
  video?: { codec: string; width: number; height: number; pixelFormat?: string }
  audio?: { codec: string; sampleRate?: number; channels?: number }
}

const INFO_TIMEOUT_MS = 30_000

/** What ffmpeg can see in a file (container, duration, first video and audio stream). */
export async function inspectStreams(file: string): Promise<MediaStreams> {
  const { stderr } = await runFfmpeg(['-i', file], {
    allowFailure: true,
    timeoutMs: INFO_TIMEOUT_MS,
  })
  const info = parseFfmpegInfo(stderr)
  if (!info) throw new MediaInputError(`not a readable media file: ${file}`)
  return info
}

/** Parses the stream summary `ffmpeg -i` prints on stderr; null if ffmpeg could not open the input. */
export function parseFfmpegInfo(stderr: string): MediaStreams | null {
  const container = /^Input #0, ([^\s]+), from /m.exec(stderr)?.[1]
  if (!container) return null
  const info: MediaStreams = { container: container.replace(/,$/, '') }
  const duration = /Duration: (\d+):(\d\d):(\d\d(?:\.\d+)?)/.exec(stderr)
  if (duration)
    info.durationSeconds =
      Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3])

  const streamLines = stderr.split('\n').filter((line) => /^\s*Stream #0:\d+/.test(line))
  for (const line of streamLines) {
    const stream = /: (Video|Audio): (\w+)(.*)$/.exec(line)
    if (!stream) continue
    const [, type, codec = '', rest = ''] = stream
    if (type === 'Video' && !info.video && !rest.includes('(attached pic)')) {
      const size = /, (\d+)x(\d+)/.exec(rest)
      if (!size) continue
      const pixelFormat = /, ((?:yuvj?|rgba?|bgra?|argb|abgr|gbrp?|gray|nv|pal)\w*)/.exec(rest)?.[1]
      const [width, height] = [Number(size[1]), Number(size[2])]
      const rotated = isQuarterTurn(stderr, line)
      info.video = {
        codec,
        width: rotated ? height : width,
        height: rotated ? width : height,
        pixelFormat,
      }
    }
    if (type === 'Audio' && !info.audio) {
      const sampleRate = /, (\d+) Hz/.exec(rest)?.[1]
      const channelLayout = /Hz, ([^,]+)/.exec(rest)?.[1]
      info.audio = {
        codec,
        sampleRate: sampleRate ? Number(sampleRate) : undefined,
        channels: channelCount(channelLayout),
      }
    }
  }
  return info.video || info.audio ? info : null
}

/** Phone videos store portrait frames as landscape plus a 90° rotation; report what players show. */
function isQuarterTurn(stderr: string, streamLine: string): boolean {
  const after = stderr.slice(stderr.indexOf(streamLine) + streamLine.length)
  const ownSection = after.split(/\n\s*Stream #/)[0] ?? ''
  const rotation = /rotate\s*:\s*(-?\d+)|rotation of (-?[\d.]+) degrees/.exec(ownSection)
  const degrees = Math.abs(Number(rotation?.[1] ?? rotation?.[2] ?? 0))
  return degrees === 90 || degrees === 270
}

function channelCount(layout: string | undefined): number | undefined {
  if (!layout) return undefined
  if (layout === 'mono') return 1
  if (layout === 'stereo') return 2
  const numbered = /^(\d+)(?:\.(\d+))? channels?/.exec(layout) ?? /^(\d+)\.(\d+)/.exec(layout)
  return numbered ? Number(numbered[1]) + Number(numbered[2] ?? 0) : undefined
}
