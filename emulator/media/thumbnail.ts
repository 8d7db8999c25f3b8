import { extname } from 'node:path'
import sharp, { type Sharp } from 'sharp'
import { writeFileAtomically } from '../atomic-file'
import { MediaInputError } from './errors'
import { runFfmpeg } from './ffmpeg'
import { probeMedia } from './probe'
import { assertIntegerInRange, assertOutputPath } from './validate'
import { scaleToFitFilter } from './video-encoding'

const MAX_THUMBNAIL_SIDE = 4096
const FRAME_GRAB_TIMEOUT_MS = 60_000

type Encoder = (image: Sharp) => Sharp
const jpeg: Encoder = (image) =>
  image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true })
const ENCODER_BY_EXTENSION: Record<string, Encoder> = {
  '.jpg': jpeg,
  '.jpeg': jpeg,
  '.webp': (image) => image.webp({ quality: 80 }),
  '.png': (image) => image.png(),
}

/**
 * Writes a thumbnail that fits in maxSize × maxSize (never enlarged) of an image, or of a video's
 * first frame. The output format follows outFile's extension: .jpg/.jpeg, .webp or .png.
 */
export async function renderThumbnail(o: {
  inputFile: string
  outFile: string
  maxSize: number
}): Promise<{ width: number; height: number }> {
  const outFile = assertOutputPath('outFile', o.outFile)
  const encode = ENCODER_BY_EXTENSION[extname(outFile).toLowerCase()]
  if (!encode)
    throw new MediaInputError(
      `thumbnail outFile must end in .jpg, .jpeg, .webp or .png: ${outFile}`,
    )
  const maxSize = assertIntegerInRange('maxSize', o.maxSize, 1, MAX_THUMBNAIL_SIDE)
  const probe = await probeMedia(o.inputFile)
  if (probe.kind === 'audio')
    throw new MediaInputError(`cannot make a thumbnail of audio: ${o.inputFile}`)

  const source =
    probe.kind === 'image'
      ? sharp(o.inputFile).autoOrient()
      : sharp(await firstFramePng(o.inputFile, maxSize))
  const resized = source.resize(maxSize, maxSize, { fit: 'inside', withoutEnlargement: true })
  const encoded = encode(resized)
  const { width, height } = await writeFileAtomically(outFile, (tempPath) =>
    encoded.toFile(tempPath),
  )
  return { width, height }
}

/** The first frame, already shrunk to fit maxSize by ffmpeg, as PNG bytes (small: bounded by maxSize). */
async function firstFramePng(file: string, maxSize: number): Promise<Buffer> {
  const { stdout } = await runFfmpeg(
    [
      '-i',
      file,
      '-frames:v',
      '1',
      '-an',
      '-vf',
      scaleToFitFilter(maxSize),
      '-f',
      'image2pipe',
      '-c:v',
      'png',
      'pipe:1',
    ],
    { timeoutMs: FRAME_GRAB_TIMEOUT_MS, maxStdoutBytes: 4 * maxSize * maxSize + 1_000_000 },
  )
  if (stdout.length === 0) throw new MediaInputError(`video has no decodable frame: ${file}`)
  return stdout
}
