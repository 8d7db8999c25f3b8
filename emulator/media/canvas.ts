import type { Rgb } from './palette'

/**
 * A small floating-point RGB canvas for procedural painting; values are 0..255. Pixels are
 * addressed by index (y * width + x) so per-pixel loops stay allocation-free.
 */
export class FloatCanvas {
  readonly pixels: Float32Array

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Float32Array(width * height * 3)
  }

  /** Alpha-blends `colour` over pixel `index`. */
  blend(index: number, colour: Rgb, alpha: number): void {
    if (alpha <= 0) return
    const a = alpha > 1 ? 1 : alpha
    const p = this.pixels
    const i = index * 3
    p[i] = p[i]! + (colour[0] - p[i]!) * a
    p[i + 1] = p[i + 1]! + (colour[1] - p[i + 1]!) * a
    p[i + 2] = p[i + 2]! + (colour[2] - p[i + 2]!) * a
  }

  /** Multiplies pixel `index` by `factor` (vignettes, shading). */
  scale(index: number, factor: number): void {
    const p = this.pixels
    const i = index * 3
    p[i] = p[i]! * factor
    p[i + 1] = p[i + 1]! * factor
    p[i + 2] = p[i + 2]! * factor
  }

  toRgbBuffer(): Buffer {
    const out = Buffer.alloc(this.pixels.length)
    for (let i = 0; i < this.pixels.length; i++) {
      const v = this.pixels[i]!
      out[i] = v <= 0 ? 0 : v >= 255 ? 255 : v + 0.5
    }
    return out
  }
}

export function mixRgb(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]
}
