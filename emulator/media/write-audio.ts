import { writeFileAtomically } from '../atomic-file'
import { audioCodecArgs, type AudioFileFormat } from './audio-encoding'
import { ffmpegTimeoutFor, runFfmpeg } from './ffmpeg'
import { pcmInputArgs, pcmStream, type PcmSource } from './pcm'

/** Encodes a synthesised source into `outFile` (atomically); the duration is the source's exact length. */
export async function writeSynthesisedAudio(
  source: PcmSource,
  outFile: string,
  format: AudioFileFormat,
): Promise<{ durationSeconds: number; fileSize: number }> {
  const durationSeconds = source.frameCount / source.sampleRate
  return writeFileAtomically(outFile, async (tempPath) => {
    await runFfmpeg([...pcmInputArgs(source), ...audioCodecArgs(format), tempPath], {
      stdin: pcmStream(source),
      timeoutMs: ffmpegTimeoutFor(durationSeconds),
    })
    return { durationSeconds }
  })
}
