import sharp from 'sharp'
import { writeFileAtomically } from '../atomic-file'
import { paintPromptPicture } from './painter'
import {
  assertIntegerInRange,
  assertOptionalSeed,
  assertOutputPath,
  assertString,
} from './validate'

export const MAX_IMAGE_SIDE = 4096
/** Pictures are smooth, so painting at this size and upscaling looks the same and is far cheaper. */
const PAINT_LONG_SIDE = 512

export interface RenderImageOptions {
  prompt: string
  width: number
  height: number
  seed?: number
  outFile: string
}

export interface RenderedImage {
  width: number
  height: number
  format: 'png'
  fileSize: number
}

/** Writes a procedural PNG of exactly width × height whose look follows the prompt (and seed). */
export async function renderImage(o: RenderImageOptions): Promise<RenderedImage> {
  const prompt = assertString('prompt', o.prompt)
  const width = assertIntegerInRange('width', o.width, 1, MAX_IMAGE_SIDE)
  const height = assertIntegerInRange('height', o.height, 1, MAX_IMAGE_SIDE)
  const seed = assertOptionalSeed(o.seed)
  const outFile = assertOutputPath('outFile', o.outFile)

  const paintScale = Math.min(1, PAINT_LONG_SIDE / Math.max(width, height))
  const paintWidth = Math.max(1, Math.round(width * paintScale))
  const paintHeight = Math.max(1, Math.round(height * paintScale))
  const pixels = paintPromptPicture(prompt, seed, paintWidth, paintHeight)

  return writeFileAtomically(outFile, async (tempPath) => {
    await sharp(pixels, { raw: { width: paintWidth, height: paintHeight, channels: 3 } })
      .resize(width, height, { fit: 'fill', kernel: 'linear' })
      .png({ compressionLevel: 4, adaptiveFiltering: true })
      .toFile(tempPath)
    return { width, height, format: 'png' as const }
  })
}
