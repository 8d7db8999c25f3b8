/** The file name at the end of a URL's path, decoded, if it has one. */
export function fileNameOf(url: string): string | undefined {
  try {
    return decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '') || undefined
  } catch {
    return undefined
  }
}
