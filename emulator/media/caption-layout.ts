export interface CaptionWord {
  text: string
  line: number
  /** Character offset of the word within its line. */
  column: number
  appearsAt: number
}

export interface CaptionPage {
  lines: string[]
  words: CaptionWord[]
  start: number
  end: number
}

/**
 * Breaks text into pages of at most `maxLines` lines of `maxChars` characters and gives every word
 * a time to appear, proportional to its length, so the words of the text are revealed in order over
 * the first 90 % of the video. A page shows from its first word until the next page begins.
 */
export function layoutCaptions(
  text: string,
  seconds: number,
  maxChars: number,
  maxLines: number,
): CaptionPage[] {
  const words = text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => chunk(word, maxChars))
  const weights = words.map((word) => word.length + 2)
  const totalWeight = weights.reduce((sum, w) => sum + w, 0)
  let elapsedWeight = 0
  const timed = words.map((word, index) => {
    const appearsAt = (seconds * 0.9 * elapsedWeight) / totalWeight
    elapsedWeight += weights[index]!
    return { word, appearsAt }
  })

  const pages: CaptionPage[] = []
  let page: CaptionPage | undefined
  for (const { word, appearsAt } of timed) {
    const line = page?.lines.at(-1)
    if (page && line !== undefined && line.length + 1 + word.length <= maxChars) {
      page.words.push({
        text: word,
        line: page.lines.length - 1,
        column: line.length + 1,
        appearsAt,
      })
      page.lines[page.lines.length - 1] = `${line} ${word}`
    } else if (page && page.lines.length < maxLines) {
      page.words.push({ text: word, line: page.lines.length, column: 0, appearsAt })
      page.lines.push(word)
    } else {
      page = {
        lines: [word],
        words: [{ text: word, line: 0, column: 0, appearsAt }],
        start: appearsAt,
        end: seconds,
      }
      const previous = pages.at(-1)
      if (previous) previous.end = appearsAt
      pages.push(page)
    }
  }
  return pages
}

/** Splits words longer than a line into line-sized pieces. */
function chunk(word: string, size: number): string[] {
  const pieces: string[] = []
  for (let i = 0; i < word.length; i += size) pieces.push(word.slice(i, i + size))
  return pieces
}
