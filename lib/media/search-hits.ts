import type { SearchHit } from '@/lib/studio-api/search'

// A result of a search as a list shows it (the palette): its words and its picture.

/** What a result is called in a list: its prompt (a song's or story's title), cut to a line. */
export function hitTitle(hit: SearchHit, max = 90): string {
  const record = hit.record as SearchHit['record'] & { title?: unknown }
  const words =
    record.prompt?.trim() || (typeof record.title === 'string' ? record.title.trim() : '')
  if (!words) return 'Untitled result'
  return words.length > max ? `${words.slice(0, max - 1).trimEnd()}…` : words
}

/** The picture a result is shown by in a list: an image or a video's poster, else its kind. */
export function hitPicture(hit: SearchHit): {
  url: string | null
  kind: 'image' | 'video' | 'audio' | 'other'
} {
  for (const output of hit.record.outputs ?? []) {
    const type = output.media_type?.split('/')[0]
    const url = output.thumbnail_url ?? (type === 'image' ? (output.url ?? null) : null)
    if (url) return { url, kind: type === 'video' ? 'video' : 'image' }
  }
  if (hit.resultKinds.includes('song') || hit.resultKinds.includes('speech')) {
    return { url: null, kind: 'audio' }
  }
  if (hit.resultKinds.includes('video')) return { url: null, kind: 'video' }
  return { url: null, kind: hit.resultKinds.includes('image') ? 'image' : 'other' }
}
