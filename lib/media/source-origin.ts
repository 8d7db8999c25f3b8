import type { Asset } from '@/lib/api/assets'
import type { GenerationStatus } from '@/lib/api/generations'

export type SourceOrigin =
  | { kind: 'asset'; name: string; currentUrl: string | null }
  | { kind: 'output'; name: string; currentUrl: string | null; generationId: string }
  | { kind: 'link'; name: string; currentUrl: null }

/** The address of a file without its signature: the same file signed twice has the same key. */
export function unsignedKey(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.origin}${parsed.pathname}`
  } catch {
    return url.split(/[?#]/)[0] ?? url
  }
}

function excerpt(text: string, max = 60): string {
  const flat = text.trim().replace(/\s+/g, ' ')
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat
}

/** "cdn.example.com · fox.png": where a pasted link points, without its query or signature. */
function linkName(url: string): string {
  try {
    const parsed = new URL(url)
    // A storage name made of an id (`<uuid>-0.mp3`) says nothing to a person: the host is enough.
    const file = decodeURIComponent(parsed.pathname.split('/').pop() ?? '')
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '')
      .replace(/^[\d_-]+/, '')
    return file && !file.startsWith('.') ? `${parsed.hostname} · ${file}` : parsed.hostname
  } catch {
    return 'a link'
  }
}

/**
 * Where a source URL came from, in words a person knows it by: a file of their library (by its
 * name), an output of an earlier job (by its prompt), or a link (its host and file name). Signed
 * URLs are matched without their signature, so an expired one still finds its file, and the
 * file's current URL is given to replace it.
 */
export function sourceOrigin(
  url: string,
  assets: readonly Asset[],
  generations: readonly GenerationStatus[],
): SourceOrigin {
  const key = unsignedKey(url)
  const asset = assets.find((a) => a.url && unsignedKey(a.url) === key)
  if (asset) {
    return {
      kind: 'asset',
      name: asset.name || asset.original_filename || 'A library file',
      currentUrl: asset.url ?? null,
    }
  }
  for (const generation of generations) {
    const output = generation.outputs?.find((o) =>
      [o.url, o.optimized_url].some((u) => u && unsignedKey(u) === key),
    )
    if (output) {
      return {
        kind: 'output',
        name: generation.prompt ? excerpt(generation.prompt) : 'An earlier result',
        currentUrl: output.url ?? output.optimized_url ?? null,
        generationId: generation.id,
      }
    }
  }
  return { kind: 'link', name: linkName(url), currentUrl: null }
}

/** True when a signed URL says it has run out (`expires=` in seconds or milliseconds). */
export function signedUrlExpired(url: string, now: number): boolean {
  let expires: string | null = null
  try {
    expires = new URL(url).searchParams.get('expires')
  } catch {
    return false
  }
  const value = Number(expires)
  if (!expires || !Number.isFinite(value)) return false
  const ms = value < 1e12 ? value * 1000 : value
  return ms <= now
}
