import type { SeededRandom } from './seeded-random'
import { seededRandom } from './seeded-random'

export type Rgb = readonly [number, number, number]

export interface Palette {
  /** Two background colours for the base gradient (darker first). */
  background: readonly [Rgb, Rgb]
  /** Colours for shapes drawn over the background. */
  accents: readonly Rgb[]
  /** Base hue in degrees; the video generator also animates around it. */
  hue: number
}

const HARMONIES = [
  [0, 30, -30, 60], // analogous
  [0, 180, 30, 210], // complementary
  [0, 120, 240, 60], // triadic
  [0, 150, 210, 20], // split complementary
] as const

/** The one mapping from a prompt (and optional seed) to colours, shared by image and video. */
export function promptPalette(prompt: string, seed?: number): Palette & { random: SeededRandom } {
  const random = seededRandom('palette', prompt, seed)
  const hue = random.range(0, 360)
  const harmony = random.pick(HARMONIES)
  const saturation = random.range(0.45, 0.8)
  const dark = random.range(0.12, 0.3)
  const accents = harmony.map((offset) =>
    hslToRgb(
      hue + offset + random.range(-8, 8),
      saturation + random.range(-0.1, 0.15),
      random.range(0.45, 0.75),
    ),
  )
  return {
    hue,
    background: [
      hslToRgb(hue + 200, saturation * 0.7, dark),
      hslToRgb(hue + harmony[1], saturation * 0.6, dark + 0.25),
    ],
    accents,
    random,
  }
}

function hslToRgb(hueDegrees: number, saturation: number, lightness: number): Rgb {
  const h = (((hueDegrees % 360) + 360) % 360) / 360
  const s = Math.min(1, Math.max(0, saturation))
  const l = Math.min(1, Math.max(0, lightness))
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s
  const p = 2 * l - q
  const channel = (offset: number) => {
    let t = h + offset
    if (t < 0) t += 1
    if (t > 1) t -= 1
    if (t < 1 / 6) return p + (q - p) * 6 * t
    if (t < 1 / 2) return q
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6
    return p
  }
  return [
    Math.round(channel(1 / 3) * 255),
    Math.round(channel(0) * 255),
    Math.round(channel(-1 / 3) * 255),
  ]
}
