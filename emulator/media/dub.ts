import { writeFileAtomically } from '../atomic-file'
import { ffmpegTimeoutFor, runFfmpeg } from './ffmpeg'
import { pcmInputArgs, pcmStream } from './pcm'
import { seededRandom } from './seeded-random'
import { planBabble } from './speech-plan'
import { speakingVoice } from './speech-voice'
import { assertOutputPath, assertString } from './validate'
import { describeVideoOutput, inspectVideoInput } from './video-input'
import type { RenderedVideo } from './video'
import { AAC_ARGS, H264_ARGS, MP4_CONTAINER_ARGS, scaleToFitFilter } from './video-encoding'
import { voiceTrack } from './voice-track'

/** Only when the input is not already browser-friendly H.264 is the video re-encoded, at most this size. */
export const DUBBED_MAX_LONG_SIDE = 1280

/**
 * Replaces the video's audio with speech-like babble in a voice pitched per language (same
 * language, same voice), as H.264/AAC MP4. H.264 yuv420p video is copied untouched.
 */
export async function dubVideo(o: {
  inputFile: string
  outFile: string
  language: string
}): Promise<RenderedVideo> {
  // Any BCP 47 tag ("es", "pt-BR", "zh-Hant-TW") fits in 35 characters.
  const language = assertString('language', o.language, { nonEmpty: true, maxLength: 35 })
    .trim()
    .toLowerCase()
  const outFile = assertOutputPath('outFile', o.outFile)
  const input = await inspectVideoInput(o.inputFile)
  const seconds = input.durationSeconds

  const voice = speakingVoice('language', language)
  const speech = voiceTrack(
    planBabble(voice.basePitchHz, seconds, seededRandom('dub', language)),
    voice,
    seconds,
  )
  const canCopyVideo = input.video.codec === 'h264' && input.video.pixelFormat === 'yuv420p'
  const videoArgs = canCopyVideo
    ? ['-c:v', 'copy']
    : ['-vf', scaleToFitFilter(DUBBED_MAX_LONG_SIDE), ...H264_ARGS]
  const { fileSize } = await writeFileAtomically(outFile, (tempPath) =>
    runFfmpeg(
      [
        ...['-i', o.inputFile, ...pcmInputArgs(speech)],
        ...['-map', '0:v:0', '-map', '1:a:0', ...videoArgs, ...AAC_ARGS, '-t', String(seconds)],
        ...MP4_CONTAINER_ARGS,
        tempPath,
      ],
      { stdin: pcmStream(speech), timeoutMs: ffmpegTimeoutFor(seconds) },
    ),
  )
  return describeVideoOutput(outFile, fileSize)
}
