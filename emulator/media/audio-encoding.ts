import { extname } from 'node:path'
import { MediaInputError } from './errors'

export type AudioFileFormat = 'mp3' | 'wav' | 'm4a' | 'ogg'

const CODEC_ARGS: Record<AudioFileFormat, string[]> = {
  mp3: ['-c:a', 'libmp3lame', '-b:a', '160k', '-compression_level', '7', '-f', 'mp3'],
  wav: ['-c:a', 'pcm_s16le', '-f', 'wav'],
  m4a: ['-c:a', 'aac', '-b:a', '160k', '-movflags', '+faststart', '-f', 'ipod'],
  ogg: ['-c:a', 'libvorbis', '-q:a', '5', '-f', 'ogg'],
}

/** Encoder + muxer arguments for an audio format, without run-to-run varying metadata. */
export function audioCodecArgs(format: AudioFileFormat): string[] {
  return [...CODEC_ARGS[format], '-map_metadata', '-1', '-fflags', '+bitexact']
}

/** The audio format a file name asks for (.mp3, .wav, .m4a, .ogg). */
export function audioFormatOfPath(file: string): AudioFileFormat {
  const ext = extname(file).slice(1).toLowerCase()
  if (ext === 'mp3' || ext === 'wav' || ext === 'm4a' || ext === 'ogg') return ext
  throw new MediaInputError(
    `unsupported audio output extension "${extname(file)}" (use .mp3, .wav, .m4a or .ogg): ${file}`,
  )
}
