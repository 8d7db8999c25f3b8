/** The file name at the end of a URL's path, decoded, if it has one. */
export function fileNameOf(url: string): string | undefined {
  try {
    return decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '') || undefined
  } catch {
    return undefined
  }
}

/**
 * A URL taken from a link (`?source=`, `?url=`) when it is a web address, else null: anything
 * else (`javascript:`, `data:`, a bare path) would end up in an `<img src>` or a request body.
 */
export function webUrlOf(value: string | null | undefined): string | null {
  const trimmed = value?.trim()
  if (!trimmed) return null
  try {
    const url = new URL(trimmed)
    return url.protocol === 'https:' || url.protocol === 'http:' ? trimmed : null
  } catch {
    return null
  }
}

/**
 * Whether the page may show a source itself: a local file (blob:), the studio's own origin, or an
 * origin the service hands media out on. The page's CSP allows images and media from exactly
 * these; a URL from anywhere else is shown as a link and never loaded by the page (no request to
 * an address a link or a paste chose, nothing for the CSP to block).
 */
export function isPreviewable(
  url: string,
  mediaOrigins: readonly string[],
  pageOrigin: string,
): boolean {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (parsed.protocol === 'blob:') return true
  if (!webUrlOf(url)) return false
  return parsed.origin === pageOrigin || mediaOrigins.includes(parsed.origin)
}

/** Names a web source in words: "cat.png on example.com". */
export function sourceName(url: string): string {
  const web = webUrlOf(url)
  if (!web) return 'a source that is not a web address'
  const host = new URL(web).host
  const file = fileNameOf(web)
  return file ? `${file} on ${host}` : `a file on ${host}`
}
