import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { backgroundMask } from './background-mask'
import { renderImage } from './image'
import { removeBackground } from './remove-background'
import { seededRandom } from './seeded-random'
import { useScratchDir } from './test-support'

/** A red disc on a plain light backdrop, drawn with raw pixels (no fonts or SVG needed). */
function discOnBackdrop(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inside =
        (x - width / 2) ** 2 + (y - height / 2) ** 2 < (Math.min(width, height) / 3) ** 2
      pixels.set(inside ? [200, 40, 30] : [232, 240, 244], (y * width + x) * 3)
    }
  }
  return pixels
}

async function alphaAt(file: string, x: number, y: number): Promise<number> {
  const { data, info } = await sharp(file)
    .extract({ left: x, top: y, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true })
  return data[info.channels - 1]!
}

describe('removeBackground', () => {
  const scratch = useScratchDir()

  it('makes a plain backdrop transparent and keeps the subject, at the same size', async () => {
    const [width, height] = [300, 200]
    await sharp(discOnBackdrop(width, height), { raw: { width, height, channels: 3 } })
      .jpeg()
      .toFile(scratch('disc.jpg'))
    const result = await removeBackground({
      inputFile: scratch('disc.jpg'),
      outFile: scratch('cut/disc.png'),
    })

    expect(result).toMatchObject({ width, height, format: 'png' })
    const metadata = await sharp(scratch('cut/disc.png')).metadata()
    expect(metadata).toMatchObject({ format: 'png', width, height, channels: 4, hasAlpha: true })
    expect(await alphaAt(scratch('cut/disc.png'), 2, 2)).toBe(0)
    expect(await alphaAt(scratch('cut/disc.png'), 150, 100)).toBe(255)
  })

  it('accepts WEBP and always leaves both transparent and opaque pixels', async () => {
    await renderImage({ prompt: 'busy', width: 160, height: 120, outFile: scratch('busy.png') })
    await sharp(scratch('busy.png')).webp().toFile(scratch('busy.webp'))
    await removeBackground({ inputFile: scratch('busy.webp'), outFile: scratch('cut/busy.png') })

    const alpha = (await sharp(scratch('cut/busy.png')).stats()).channels[3]!
    expect(alpha.min).toBe(0)
    expect(alpha.max).toBe(255)
  })

  it('rejects non-images', async () => {
    await expect(
      removeBackground({ inputFile: scratch('missing.jpg'), outFile: scratch('x.png') }),
    ).rejects.toThrow(/does not exist/)
  })
})

describe('backgroundMask', () => {
  it('marks border-connected backdrop pixels 0 and the subject 255', () => {
    const mask = backgroundMask({ width: 30, height: 20, pixels: discOnBackdrop(30, 20) })
    expect(mask[0]).toBe(0)
    expect(mask[10 * 30 + 15]).toBe(255)
  })

  it('falls back to a soft centred ellipse when there is no plain backdrop', () => {
    const random = seededRandom('noise')
    const pixels = Uint8Array.from({ length: 40 * 30 * 3 }, () => random.int(0, 255))
    const mask = backgroundMask({ width: 40, height: 30, pixels })
    expect(mask[0]).toBe(0)
    expect(mask[15 * 40 + 20]).toBe(255)
    expect(mask.some((alpha) => alpha > 0 && alpha < 255)).toBe(true)
  })
})
