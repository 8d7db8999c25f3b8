import { join } from 'node:path'
import sharp from 'sharp'
import { writeFileAtomically } from '../atomic-file'
import { ffmpegTimeoutFor, runFfmpeg } from './ffmpeg'
import { writeGlowSprite } from './glow-sprite'
import { MAX_IMAGE_SIDE } from './image'
import { planSong } from './music-plan'
import { paintPromptPicture } from './painter'
import { promptPalette } from './palette'
import { pcmInputArgs, pcmStream } from './pcm'
import { seededRandom } from './seeded-random'
import { songSource } from './song-synth'
import { withTempDir } from './temp-dir'
import {
  assertIntegerInRange,
  assertNumberInRange,
  assertOptionalSeed,
  assertOutputPath,
  assertString,
  assertBoolean,
} from './validate'
import { AAC_ARGS, fitVideoSize, H264_ARGS, MP4_CONTAINER_ARGS } from './video-encoding'

export const MAX_VIDEO_SECONDS = 300
/** The emulator renders small videos: the long side is capped here (aspect ratio kept). */
export const VIDEO_MAX_LONG_SIDE = 640
const FPS = 12
/** The background is painted larger than the frame so the camera can drift across it. */
const PAN_MARGIN = 1.3

export interface RenderVideoOptions {
  prompt: string
  width: number
  height: number
  durationSeconds: number
  withAudio: boolean
  outFile: string
  seed?: number
  /**
   * Keep the requested frame size: the picture is painted at the capped size and its frames are
   * scaled up (finalize-draft's 1080p: the right size, at little cost).
   */
  fullSize?: boolean
}

export interface RenderedVideo {
  width: number
  height: number
  durationSeconds: number
  format: 'mp4'
  fileSize: number
}

/**
 * Writes an H.264 MP4 (12 fps, faststart): the prompt's picture slowly panning with shifting hues
 * and two drifting lights; with `withAudio`, an AAC track of the prompt's instrumental music.
 * Large requests are scaled down to VIDEO_MAX_LONG_SIDE unless `fullSize`; the actual size is
 * returned.
 */
export async function renderVideo(o: RenderVideoOptions): Promise<RenderedVideo> {
  const prompt = assertString('prompt', o.prompt)
  const requestedWidth = assertIntegerInRange('width', o.width, 1, MAX_IMAGE_SIDE)
  const requestedHeight = assertIntegerInRange('height', o.height, 1, MAX_IMAGE_SIDE)
  const seconds = assertNumberInRange('durationSeconds', o.durationSeconds, 0.5, MAX_VIDEO_SECONDS)
  const withAudio = assertBoolean('withAudio', o.withAudio)
  const seed = assertOptionalSeed(o.seed)
  const outFile = assertOutputPath('outFile', o.outFile)
  const fullSize = o.fullSize === undefined ? false : assertBoolean('fullSize', o.fullSize)
  const { width, height } = fitVideoSize(requestedWidth, requestedHeight, VIDEO_MAX_LONG_SIDE)
  const frame = fullSize
    ? fitVideoSize(requestedWidth, requestedHeight, MAX_IMAGE_SIDE)
    : { width, height }

  return withTempDir(async (dir) => {
    const layers = await paintStillLayers(dir, prompt, seed, width, height)
    const audio = withAudio
      ? songSource(planSong(prompt, seconds, true, seededRandom('music', prompt, seed)), seconds)
      : null
    const args = [
      ...['-framerate', String(FPS), '-loop', '1', '-i', layers.background],
      ...['-framerate', String(FPS), '-loop', '1', '-i', layers.glow],
      ...(audio ? pcmInputArgs(audio) : []),
      ...['-filter_complex', motionFilter(width, height, layers.speed, frame), '-map', '[video]'],
      ...(audio ? ['-map', '2:a', ...AAC_ARGS] : ['-an']),
      ...H264_ARGS,
      ...['-r', String(FPS), '-t', String(seconds), ...MP4_CONTAINER_ARGS],
    ]
    return writeFileAtomically(outFile, async (tempPath) => {
      await runFfmpeg([...args, tempPath], {
        stdin: audio ? pcmStream(audio) : undefined,
        timeoutMs: ffmpegTimeoutFor(seconds),
      })
      return { ...frame, durationSeconds: seconds, format: 'mp4' as const }
    })
  })
}

/** Writes the stills the video animates (an oversized background, a glow sprite) and picks a pace. */
async function paintStillLayers(
  dir: string,
  prompt: string,
  seed: number | undefined,
  width: number,
  height: number,
): Promise<{ background: string; glow: string; speed: number }> {
  const background = join(dir, 'background.png')
  const glow = join(dir, 'glow.png')
  const [paintWidth, paintHeight] = [Math.ceil(width * PAN_MARGIN), Math.ceil(height * PAN_MARGIN)]
  const pixels = paintPromptPicture(prompt, seed, paintWidth, paintHeight)
  await sharp(pixels, { raw: { width: paintWidth, height: paintHeight, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toFile(background)
  const { accents, random } = promptPalette(prompt, seed)
  const glowSize = Math.max(8, Math.round(Math.min(width, height) * 0.3))
  await writeGlowSprite(glow, glowSize, accents[1] ?? accents[0]!)
  return { background, glow, speed: random.range(0.15, 0.35) }
}

/**
 * Camera drift over the background, a slow hue cycle, and two lights on Lissajous paths; frames
 * are scaled to `frame` when it is larger than the painted size.
 */
function motionFilter(
  width: number,
  height: number,
  speed: number,
  frame: { width: number; height: number },
): string {
  const drift = `crop=${width}:${height}:x='(iw-ow)*(0.5+0.5*sin(t*${speed}))':y='(ih-oh)*(0.5+0.5*cos(t*${speed * 0.8}))'`
  const upscale =
    frame.width === width && frame.height === height
      ? ''
      : `,scale=${frame.width}:${frame.height}:flags=bicubic`
  const lightPath = (phase: number) =>
    `x='(W-w)*(0.5+0.45*sin(t*${speed * 2.1}+${phase}))':y='(H-h)*(0.5+0.4*sin(t*${speed * 2.9}+${phase * 2}))'`
  return [
    `[0:v]${drift},hue=h='t*${(speed * 40).toFixed(2)}'[scene]`,
    `[1:v]split[light1][light2]`,
    `[scene][light1]overlay=${lightPath(0)}[lit]`,
    `[lit][light2]overlay=${lightPath(2.4)}${upscale},format=yuv420p[video]`,
  ].join(';')
}
