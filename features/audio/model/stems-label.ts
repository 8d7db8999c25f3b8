/**
 * The name of a stems job in the tray and the history, in words: the song it splits when the
 * studio knows it, else the file's own name without the storage prefix, extension or signature
 * (`…/1010-song1.mp3?expires=…` is "song1"), never an id or a URL.
 */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi

function fileWords(url: string): string {
  let last = ''
  try {
    last = new URL(url).pathname.split('/').pop() ?? ''
  } catch {
    last = url.split(/[?#]/)[0]?.split('/').pop() ?? ''
  }
  let name = last
  try {
    name = decodeURIComponent(last)
  } catch {
    // A malformed escape: keep the name as written.
  }
  return name
    .replace(/\.[a-z0-9]{2,5}$/i, '')
    .replace(UUID, '')
    .replace(/^[\d_-]+/, '')
    .replace(/[_-]+/g, ' ')
    .trim()
}

export function stemsLabel(url: string, songName?: string | null): string {
  const song = songName?.trim()
  if (song) return `Stems of ${song.length > 60 ? `${song.slice(0, 59)}…` : song}`
  const words = fileWords(url)
  return words ? `Stems of ${words}` : 'Stems of an audio file'
}
