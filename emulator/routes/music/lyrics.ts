/** Words of a description, without punctuation. */
function wordsOf(text: string): string[] {
  return text.split(/[^\p{L}\p{N}']+/u).filter(Boolean)
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/** A song title from a simple-mode prompt: its first few words, capitalized. */
export function titleFrom(prompt: string): string {
  const words = wordsOf(prompt).slice(0, 4)
  return words.length ? words.map(capitalize).join(' ') : 'Untitled'
}

/**
 * Lyrics written from a description (the real service writes them with a language model): a verse
 * built from the description's longer words and a chorus on the title.
 */
export function lyricsFrom(description: string, title: string): string {
  const words = wordsOf(description.toLowerCase()).filter((w) => w.length > 3)
  const pick = (i: number) => words[i % Math.max(1, words.length)] ?? 'tonight'
  return [
    '[Verse]',
    `${capitalize(pick(0))} in the ${pick(1)}, ${pick(2)} on my mind`,
    `Every ${pick(3)} feels like ${pick(4)} I left behind`,
    '',
    '[Chorus]',
    `${title}, ${title.toLowerCase()}`,
    `Sing it like the ${pick(5)}, sing it one more time`,
  ].join('\n')
}
