import sharp from 'sharp'
import type { Rgb } from './palette'

/** Writes a square PNG of a soft, glowing disc in `colour` with real transparency around it. */
export async function writeGlowSprite(file: string, size: number, [r, g, b]: Rgb): Promise<void> {
  const pixels = Buffer.alloc(size * size * 4)
  const centre = (size - 1) / 2
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const d = Math.sqrt((x - centre) ** 2 + (y - centre) ** 2) / (size / 2)
      const alpha = d >= 1 ? 0 : (1 - d) ** 1.6
      const i = (y * size + x) * 4
      // Whiter towards the centre, like a light source.
      const core = Math.max(0, 1 - d * 2.5) * 0.7
      pixels[i] = r + (255 - r) * core
      pixels[i + 1] = g + (255 - g) * core
      pixels[i + 2] = b + (255 - b) * core
      pixels[i + 3] = Math.round(alpha * 230)
    }
  }
  await sharp(pixels, { raw: { width: size, height: size, channels: 4 } })
    .png()
    .toFile(file)
}
