import { toFontText } from './bitmap-font'
import { writeCaptionFrames, captionStyleFor } from './caption-frames'
import { layoutCaptions } from './caption-layout'
import { writeFileAtomically } from '../atomic-file'
import { ffmpegTimeoutFor, runFfmpeg } from './ffmpeg'
import { withTempDir } from './temp-dir'
import { assertOutputPath, assertString } from './validate'
import { describeVideoOutput, inspectVideoInput } from './video-input'
import { AAC_ARGS, fitVideoSize, H264_ARGS, MP4_CONTAINER_ARGS } from './video-encoding'
import type { RenderedVideo } from './video'

/** Re-encoding is the expensive part, so the emulator caps caption output at this long side. */
export const CAPTIONED_MAX_LONG_SIDE = 1280
const MAX_CAPTION_CHARACTERS = 20_000

/**
 * Burns `text` into the video with a built-in pixel font (no system fonts needed): words appear
 * one after another (newest highlighted) in a dark box near the bottom, two lines per page.
 * Output is H.264 MP4; AAC audio is copied, other audio is re-encoded to AAC.
 */
export async function burnCaptions(o: {
  inputFile: string
  outFile: string
  text: string
}): Promise<RenderedVideo> {
  const text = assertString('text', o.text, { nonEmpty: true, maxLength: MAX_CAPTION_CHARACTERS })
  const outFile = assertOutputPath('outFile', o.outFile)
  const input = await inspectVideoInput(o.inputFile)
  const { width, height } = fitVideoSize(
    input.video.width,
    input.video.height,
    CAPTIONED_MAX_LONG_SIDE,
  )
  const style = captionStyleFor(width, height)
  const pages = layoutCaptions(
    toFontText(text),
    input.durationSeconds,
    style.maxChars,
    style.maxLines,
  )

  return withTempDir(async (dir) => {
    const playlist = await writeCaptionFrames(pages, style, dir)
    const margin = Math.round(height * 0.05)
    const filter = [
      `[0:v]scale=${width}:${height},setsar=1[base]`,
      `[1:v]format=rgba[captions]`,
      `[base][captions]overlay=x=0:y=H-h-${margin}:eof_action=pass,format=yuv420p[video]`,
    ].join(';')
    const audioArgs = input.audio?.codec === 'aac' ? ['-c:a', 'copy'] : AAC_ARGS
    const { fileSize } = await writeFileAtomically(outFile, (tempPath) =>
      runFfmpeg(
        [
          ...['-i', o.inputFile, '-f', 'concat', '-safe', '0', '-i', playlist],
          ...['-filter_complex', filter, '-map', '[video]', '-map', '0:a:0?'],
          ...H264_ARGS,
          ...audioArgs,
          ...MP4_CONTAINER_ARGS,
          tempPath,
        ],
        { timeoutMs: ffmpegTimeoutFor(input.durationSeconds) },
      ),
    )
    return describeVideoOutput(outFile, fileSize)
  })
}
