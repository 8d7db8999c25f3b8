/** Raw 8-bit RGB pixels. */
export interface RgbImage {
  width: number
  height: number
  pixels: Uint8Array
}

const MIN_THRESHOLD = 28
const MAX_THRESHOLD = 90
/** Below/above these background fractions the colour guess failed; fall back to a soft ellipse. */
const MIN_BACKGROUND_SHARE = 0.03
const MAX_BACKGROUND_SHARE = 0.97

/**
 * Guesses the background as the region connected to the image border whose colour stays close to
 * the border's median colour, and returns an alpha mask (0 = background, 255 = subject). When that
 * guess is implausible (almost nothing or almost everything), returns a soft centred ellipse.
 */
export function backgroundMask(image: RgbImage): Uint8Array {
  const border = borderIndices(image.width, image.height)
  const background = medianColour(image.pixels, border)
  const distances = colourDistances(image.pixels, background)
  const borderSpread = median(border.map((i) => distances[i]!))
  const threshold = Math.min(MAX_THRESHOLD, Math.max(MIN_THRESHOLD, 18 + 2 * borderSpread))
  const isBackground = floodFromBorder(
    image.width,
    image.height,
    border,
    (i) => distances[i]! < threshold,
  )
  const share = isBackground.reduce((sum, flag) => sum + flag, 0) / isBackground.length
  if (share < MIN_BACKGROUND_SHARE || share > MAX_BACKGROUND_SHARE)
    return ellipseMask(image.width, image.height)
  return isBackground.map((flag) => (flag ? 0 : 255))
}

function ellipseMask(width: number, height: number): Uint8Array {
  const mask = new Uint8Array(width * height)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const dx = (x + 0.5 - width / 2) / (width * 0.46)
      const dy = (y + 0.5 - height / 2) / (height * 0.48)
      const r = Math.sqrt(dx * dx + dy * dy)
      const t = Math.min(1, Math.max(0, (r - 0.85) / 0.15))
      mask[y * width + x] = Math.round(255 * (1 - t * t * (3 - 2 * t)))
    }
  }
  return mask
}

function borderIndices(width: number, height: number): number[] {
  const indices: number[] = []
  for (let x = 0; x < width; x++) indices.push(x, (height - 1) * width + x)
  for (let y = 1; y < height - 1; y++) indices.push(y * width, y * width + width - 1)
  return indices
}

function medianColour(pixels: Uint8Array, indices: number[]): [number, number, number] {
  const channel = (c: number) => median(indices.map((i) => pixels[i * 3 + c]!))
  return [channel(0), channel(1), channel(2)]
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

function colourDistances(pixels: Uint8Array, [r, g, b]: [number, number, number]): Float32Array {
  const distances = new Float32Array(pixels.length / 3)
  for (let i = 0; i < distances.length; i++) {
    const dr = pixels[i * 3]! - r
    const dg = pixels[i * 3 + 1]! - g
    const db = pixels[i * 3 + 2]! - b
    distances[i] = Math.sqrt(dr * dr + dg * dg + db * db)
  }
  return distances
}

/** 4-connected flood fill from every border pixel that passes `accept`; 1 marks filled pixels. */
function floodFromBorder(
  width: number,
  height: number,
  border: number[],
  accept: (index: number) => boolean,
): Uint8Array {
  const filled = new Uint8Array(width * height)
  const queue = new Int32Array(width * height)
  let head = 0
  let tail = 0
  const visit = (i: number) => {
    if (filled[i] || !accept(i)) return
    filled[i] = 1
    queue[tail++] = i
  }
  border.forEach(visit)
  while (head < tail) {
    const i = queue[head++]!
    const x = i % width
    if (x > 0) visit(i - 1)
    if (x < width - 1) visit(i + 1)
    if (i >= width) visit(i - width)
    if (i < width * (height - 1)) visit(i + width)
  }
  return filled
}
