import { FloatCanvas, mixRgb } from './canvas'
import type { Palette } from './palette'
import type { SeededRandom } from './seeded-random'

function smoothstep(edge0: number, edge1: number, x: number): number {
  let t = (x - edge0) / (edge1 - edge0)
  if (t < 0) t = 0
  else if (t > 1) t = 1
  return t * t * (3 - 2 * t)
}

export type Layer = (canvas: FloatCanvas, palette: Palette, random: SeededRandom) => void

// Per-pixel helpers live in this module on purpose: under tsx/vitest, calls to functions imported
// from another module go through a getter each time and are several times slower in hot loops.
// (Math.hypot is also much slower than sqrt in V8.)
const distance = (dx: number, dy: number) => Math.sqrt(dx * dx + dy * dy)

export const paintGradient: Layer = (canvas, { background, accents }, random) => {
  const { width, height } = canvas
  const angle = random.range(0, Math.PI * 2)
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)]
  const glowX = random.range(0.2, 0.8) * width
  const glowY = random.range(0.1, 0.6) * height
  const glowRadius = Math.max(width, height) * random.range(0.5, 0.9)
  const glowColour = accents[0] ?? background[1]
  canvas.pixels.fill(0)
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      canvas.blend(i, background[0], 1)
      canvas.blend(
        i,
        background[1],
        smoothstep(0, 1, 0.5 + (x / width - 0.5) * dx + (y / height - 0.5) * dy),
      )
      canvas.blend(
        i,
        glowColour,
        0.45 * (1 - smoothstep(0, glowRadius, distance(x - glowX, y - glowY))),
      )
    }
  }
}

export const paintBokeh: Layer = (canvas, { accents }, random) => {
  const { width, height } = canvas
  const count = random.int(5, 12)
  for (let n = 0; n < count; n++) {
    const radius = Math.min(width, height) * random.range(0.04, 0.28)
    const cx = random.range(0, width)
    const cy = random.range(0, height)
    const colour = random.pick(accents)
    const alpha = random.range(0.2, 0.65)
    const softness = random.range(0.02, 0.3)
    const [x0, x1] = [
      Math.max(0, Math.floor(cx - radius)),
      Math.min(width - 1, Math.ceil(cx + radius)),
    ]
    const [y0, y1] = [
      Math.max(0, Math.floor(cy - radius)),
      Math.min(height - 1, Math.ceil(cy + radius)),
    ]
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const d = distance(x - cx, y - cy) / radius
        canvas.blend(y * width + x, colour, alpha * (1 - smoothstep(1 - softness, 1, d)))
      }
    }
  }
}

/** Layered rolling hills / waves, back to front, each a little darker. */
export const paintWaves: Layer = (canvas, { accents, background }, random) => {
  const { width, height } = canvas
  const layers = random.int(3, 5)
  for (let layer = 0; layer < layers; layer++) {
    const base = height * (0.4 + (0.5 * layer) / layers + random.range(-0.04, 0.04))
    const waves = [1, 2, 3].map((k) => ({
      amplitude: (height * random.range(0.02, 0.08)) / k,
      frequency: (k * random.range(0.6, 2.2) * Math.PI * 2) / width,
      phase: random.range(0, Math.PI * 2),
    }))
    const colour = mixRgb(random.pick(accents), background[0], (0.55 * layer) / layers)
    for (let x = 0; x < width; x++) {
      let top = base
      for (const w of waves) top += w.amplitude * Math.sin(x * w.frequency + w.phase)
      for (let y = Math.max(0, Math.floor(top)); y < height; y++) {
        canvas.blend(y * width + x, colour, Math.min(1, y - top + 0.5) * 0.92)
      }
    }
  }
}

export const paintStripes: Layer = (canvas, { accents }, random) => {
  const { width, height } = canvas
  const angle = random.range(0, Math.PI)
  const period = Math.max(width, height) * random.range(0.06, 0.2)
  const [dx, dy] = [
    (Math.cos(angle) * Math.PI * 2) / period,
    (Math.sin(angle) * Math.PI * 2) / period,
  ]
  const colour = random.pick(accents)
  const alpha = random.range(0.12, 0.3)
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      canvas.blend(i, colour, alpha * smoothstep(0.2, 0.6, Math.sin(x * dx + y * dy)))
    }
  }
}

export const paintRings: Layer = (canvas, { accents }, random) => {
  const { width, height } = canvas
  const cx = random.range(0.2, 0.8) * width
  const cy = random.range(0.2, 0.8) * height
  const reach = Math.max(width, height) * random.range(0.5, 1)
  const ringFrequency = (Math.PI * 2) / (reach * random.range(0.06, 0.14))
  const colour = random.pick(accents)
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      const d = distance(x - cx, y - cy)
      if (d >= reach) continue
      const ring = smoothstep(0.55, 0.9, Math.cos(d * ringFrequency))
      canvas.blend(i, colour, 0.5 * ring * (1 - smoothstep(0, reach, d)))
    }
  }
}

export const paintVignette: Layer = (canvas) => {
  const { width, height } = canvas
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      const d = distance(x / width - 0.5, y / height - 0.5) * Math.SQRT2
      canvas.scale(i, 1 - 0.35 * smoothstep(0.45, 1, d))
    }
  }
}
