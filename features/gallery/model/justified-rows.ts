/**
 * Justified rows (as photo galleries do): every row fills the width exactly, tiles keep their
 * aspect ratio and every size is known before any image loads, so nothing shifts.
 */
export interface RowLayoutOptions {
  width: number
  targetHeight: number
  gap: number
}

export interface GalleryRow {
  /** Index of the first item of the row. */
  start: number
  height: number
  /** Tile widths in whole pixels; with the gaps they add up to the row width. */
  widths: number[]
}

/** Panoramas and slivers would make rows unusable: keep ratios in a sane band. */
const MIN_RATIO = 0.5
const MAX_RATIO = 2.5

export function tileRatio(width: number | null | undefined, height: number | null | undefined) {
  if (!width || !height || width <= 0 || height <= 0) return 1
  return Math.min(MAX_RATIO, Math.max(MIN_RATIO, width / height))
}

function pixelWidths(ratios: number[], height: number, rowWidth: number, gap: number): number[] {
  const widths = ratios.map((r) => Math.max(1, Math.floor(r * height)))
  const used = widths.reduce((sum, w) => sum + w, 0) + gap * (ratios.length - 1)
  const last = widths.length - 1
  // Rounding leaves a few pixels: give them to the last tile so the row ends flush.
  if (used < rowWidth && last >= 0) widths[last] = widths[last]! + (rowWidth - used)
  return widths
}

export function justifiedRows(ratios: readonly number[], options: RowLayoutOptions): GalleryRow[] {
  const { width, targetHeight, gap } = options
  const rows: GalleryRow[] = []
  if (width <= 0) return rows
  let start = 0
  let sum = 0
  for (let i = 0; i < ratios.length; i++) {
    sum += ratios[i]!
    const count = i - start + 1
    const height = (width - gap * (count - 1)) / sum
    if (height <= targetHeight) {
      const rowHeight = Math.floor(height)
      const row = ratios.slice(start, i + 1)
      rows.push({ start, height: rowHeight, widths: pixelWidths(row, rowHeight, width, gap) })
      start = i + 1
      sum = 0
    }
  }
  if (start < ratios.length) {
    // The last, incomplete row keeps the target height instead of stretching.
    const row = ratios.slice(start)
    const height = Math.min(targetHeight, Math.floor((width - gap * (row.length - 1)) / sum))
    rows.push({ start, height, widths: row.map((r) => Math.floor(r * height)) })
  }
  return rows
}
