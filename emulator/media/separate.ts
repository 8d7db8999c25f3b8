import { writeFileAtomically } from '../atomic-file'
import { audioCodecArgs, audioFormatOfPath } from './audio-encoding'
import { MediaInputError } from './errors'
import { ffmpegTimeoutFor, runFfmpeg } from './ffmpeg'
import { inspectStreams } from './ffmpeg-info'
import { probeMedia } from './probe'
import { assertOutputPath } from './validate'

/**
 * "Vocals" are the centre (mid) channel band-passed to the voice range; the "instrumental" is the
 * input minus exactly that signal, so the two stems always add back up to the original.
 */
const STEM_FILTER = [
  '[0:a:0]aformat=channel_layouts=stereo,asplit[original][forVocals]',
  '[forVocals]pan=mono|c0=0.5*c0+0.5*c1,highpass=f=200:poles=2,lowpass=f=3500:poles=2,asplit[vocalsMono][vocalsToRemove]',
  '[vocalsMono]pan=stereo|c0=c0|c1=c0[vocals]',
  '[original][vocalsToRemove]amerge=inputs=2,pan=stereo|c0=c0-c2|c1=c1-c2[instrumental]',
].join(';')

/** Splits the input's audio into a vocals file and an instrumental file (format by extension: .mp3/.wav/.m4a/.ogg). */
export async function separateStems(o: {
  inputFile: string
  vocalsFile: string
  instrumentalFile: string
}): Promise<void> {
  const vocalsFile = assertOutputPath('vocalsFile', o.vocalsFile)
  const instrumentalFile = assertOutputPath('instrumentalFile', o.instrumentalFile)
  if (vocalsFile === instrumentalFile)
    throw new MediaInputError('vocalsFile and instrumentalFile must differ')
  const [vocalsFormat, instrumentalFormat] = [
    audioFormatOfPath(vocalsFile),
    audioFormatOfPath(instrumentalFile),
  ]
  const probe = await probeMedia(o.inputFile)
  if (probe.kind === 'image')
    throw new MediaInputError(`expected audio or video, got ${probe.mime}: ${o.inputFile}`)
  const streams = await inspectStreams(o.inputFile)
  if (!streams.audio) throw new MediaInputError(`input has no audio track: ${o.inputFile}`)

  await writeFileAtomically(vocalsFile, (vocalsTemp) =>
    writeFileAtomically(instrumentalFile, (instrumentalTemp) =>
      runFfmpeg(
        [
          ...['-i', o.inputFile, '-filter_complex', STEM_FILTER],
          ...['-map', '[vocals]', ...audioCodecArgs(vocalsFormat), vocalsTemp],
          ...['-map', '[instrumental]', ...audioCodecArgs(instrumentalFormat), instrumentalTemp],
        ],
        { timeoutMs: ffmpegTimeoutFor(streams.durationSeconds ?? 600) },
      ),
    ),
  )
}
