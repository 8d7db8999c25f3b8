/** Media kinds of input URLs, told from the file extension of the URL path. */
export type MediaKind = 'image' | 'video' | 'audio'

const EXTENSIONS: Record<MediaKind, readonly string[]> = {
  image: ['jpg', 'jpeg', 'png', 'webp', 'gif', 'avif', 'heic'],
  video: ['mp4', 'mov', 'webm', 'mkv', 'm4v'],
  audio: ['mp3', 'wav', 'ogg', 'm4a', 'aac', 'flac', 'opus'],
}

/**
 * The kind of media a URL points to, by extension; null when the extension says nothing
 * (the caller decides; the emulator treats such URLs as images, the most common input).
 */
export function mediaKindOfUrl(url: string): MediaKind | null {
  let pathname: string
  try {
    pathname = new URL(url).pathname
  } catch {
    return null
  }
  const ext = /\.([a-z0-9]+)$/i.exec(pathname)?.[1]?.toLowerCase()
  if (!ext) return null
  for (const kind of Object.keys(EXTENSIONS) as MediaKind[]) {
    if (EXTENSIONS[kind].includes(ext)) return kind
  }
  return null
}
