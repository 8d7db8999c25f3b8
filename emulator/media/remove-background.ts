import sharp from 'sharp'
import { writeFileAtomically } from '../atomic-file'
import { backgroundMask } from './background-mask'
import { MediaInputError } from './errors'
import { probeMedia } from './probe'
import { assertOutputPath } from './validate'

/** The mask is computed on a small copy (a few hundred KB in memory) and scaled up smoothly. */
const ANALYSIS_LONG_SIDE = 256

/**
 * Writes a PNG of the input image (same size, EXIF orientation applied) with a real alpha channel:
 * the border-connected area matching the border colour becomes transparent, or, when no plain
 * background is found, everything outside a soft centred ellipse.
 */
export async function removeBackground(o: {
  inputFile: string
  outFile: string
}): Promise<{ width: number; height: number; format: 'png'; fileSize: number }> {
  const outFile = assertOutputPath('outFile', o.outFile)
  const probe = await probeMedia(o.inputFile)
  if (probe.kind !== 'image' || !probe.width || !probe.height) {
    throw new MediaInputError(`removeBackground needs an image, got ${probe.mime}: ${o.inputFile}`)
  }
  const { width, height } = probe

  const scale = Math.min(1, ANALYSIS_LONG_SIDE / Math.max(width, height))
  const small = {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  }
  // Existing transparency becomes white first, so it reads as (plain) background.
  const pixels = await sharp(o.inputFile)
    .autoOrient()
    .flatten({ background: '#ffffff' })
    .resize(small.width, small.height, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer()
  const mask = backgroundMask({ ...small, pixels })
  // A white image whose alpha is the mask: composited with 'dest-in' it keeps the input's pixels
  // and multiplies their alpha (so any existing transparency survives).
  const maskWithAlpha = Buffer.alloc(mask.length * 2, 255)
  mask.forEach((alpha, i) => (maskWithAlpha[i * 2 + 1] = alpha))
  const fullSizeMask = await sharp(maskWithAlpha, { raw: { ...small, channels: 2 } })
    .resize(width, height, { fit: 'fill', kernel: 'linear' })
    .png({ compressionLevel: 1 })
    .toBuffer()

  return writeFileAtomically(outFile, async (tempPath) => {
    await sharp(o.inputFile)
      .autoOrient()
      .ensureAlpha()
      .composite([{ input: fullSizeMask, blend: 'dest-in' }])
      .png()
      .toFile(tempPath)
    return { width, height, format: 'png' as const }
  })
}
