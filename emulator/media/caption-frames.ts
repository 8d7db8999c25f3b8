import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { drawText, fillRect, GLYPH_ADVANCE, GLYPH_ROWS, textWidth } from './bitmap-font'
import type { CaptionPage } from './caption-layout'

export interface CaptionStyle {
  /** Output pixels per font pixel. */
  scale: number
  maxChars: number
  maxLines: number
  width: number
  height: number
}

const MAX_LINES = 2
/** Above this many words, captions change page by page instead of word by word (fewer frames). */
const MAX_WORD_STEPS = 400
const BOX = [0, 0, 0, 160] as const
const TEXT = [255, 255, 255, 255] as const
const NEWEST_WORD = [255, 214, 64, 255] as const

/** Font size and caption band size for a video frame of `width` × `height`. */
export function captionStyleFor(width: number, height: number): CaptionStyle {
  const scale = Math.max(1, Math.round(Math.min(width, height) / 120))
  const maxChars = Math.max(4, Math.floor((width * 0.9) / (GLYPH_ADVANCE * scale)) - 2)
  return {
    scale,
    maxChars,
    maxLines: MAX_LINES,
    width,
    height: MAX_LINES * lineHeight(scale) + 4 * scale,
  }
}

const lineHeight = (scale: number) => (GLYPH_ROWS + 3) * scale

/**
 * Writes one transparent PNG per caption state (a page with its first k words shown, the newest
 * highlighted) plus an ffconcat playlist timing them; returns the playlist path.
 */
export async function writeCaptionFrames(
  pages: CaptionPage[],
  style: CaptionStyle,
  dir: string,
): Promise<string> {
  const wordCount = pages.reduce((sum, page) => sum + page.words.length, 0)
  const wordByWord = wordCount <= MAX_WORD_STEPS
  const entries: Array<{ name: string; seconds: number }> = []
  for (const page of pages) {
    const steps = wordByWord ? page.words.map((_, k) => k + 1) : [page.words.length]
    for (const shown of steps) {
      const from = wordByWord ? page.words[shown - 1]!.appearsAt : page.start
      const until =
        wordByWord && shown < page.words.length ? page.words[shown]!.appearsAt : page.end
      const name = `caption-${String(entries.length).padStart(5, '0')}.png`
      await writeCaptionPng(join(dir, name), page, shown, style, wordByWord)
      entries.push({ name, seconds: Math.max(0.001, until - from) })
    }
  }
  const last = entries.at(-1)
  if (!last) throw new Error('captions need at least one word')
  // The last caption outlives the video (the overlay then stops cleanly at the video's end), and the
  // concat demuxer ignores the last entry's duration unless that file is listed once more.
  last.seconds += 1
  const playlist = [
    'ffconcat version 1.0',
    ...entries.flatMap(({ name, seconds }) => [`file '${name}'`, `duration ${seconds.toFixed(3)}`]),
    `file '${last.name}'`,
  ]
  const playlistPath = join(dir, 'captions.ffconcat')
  await writeFile(playlistPath, playlist.join('\n') + '\n')
  return playlistPath
}

async function writeCaptionPng(
  file: string,
  page: CaptionPage,
  shown: number,
  style: CaptionStyle,
  highlightNewest: boolean,
): Promise<void> {
  const { scale, width, height } = style
  const image = { pixels: Buffer.alloc(width * height * 4), width, height }
  const padding = 2 * scale
  const lineLefts = page.lines.map((line) => Math.round((width - textWidth(line, scale)) / 2))
  const boxLeft = Math.min(...lineLefts) - padding * 2
  const boxWidth = width - 2 * boxLeft
  const top = height - page.lines.length * lineHeight(scale) - 2 * padding
  fillRect(image, boxLeft, top, boxWidth, height - top, BOX)
  page.words.slice(0, shown).forEach((word, index) => {
    const x = lineLefts[word.line]! + word.column * GLYPH_ADVANCE * scale
    const y = top + padding + word.line * lineHeight(scale) + scale
    drawText(
      image,
      word.text,
      x,
      y,
      scale,
      highlightNewest && index === shown - 1 ? NEWEST_WORD : TEXT,
    )
  })
  await sharp(image.pixels, { raw: { width, height, channels: 4 } })
    .png({ compressionLevel: 2 })
    .toFile(file)
}
