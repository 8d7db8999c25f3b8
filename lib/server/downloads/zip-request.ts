import { z } from 'zod'

/** The most files one ZIP holds: a generous page of the gallery. */
export const MAX_ZIP_ENTRIES = 200

/**
 * What the browser posts to make a ZIP (a form field `items` holding JSON, so a plain form POST
 * can start it and the browser streams the answer to disk): each file's current media URL, as the
 * service just signed it, and the name it gets in the archive.
 */
export const ZipItem = z.object({
  url: z.string().min(1).max(4000),
  name: z.string().min(1).max(200),
})
export type ZipItem = z.infer<typeof ZipItem>

export const ZipRequest = z
  .array(ZipItem)
  .min(1, 'Choose at least one output to download.')
  .max(MAX_ZIP_ENTRIES, `A ZIP holds at most ${MAX_ZIP_ENTRIES} outputs: choose fewer.`)

/**
 * Whether the studio may fetch `url`: only over http(s), only from an origin the service hands
 * media out on, and never with credentials in it. Anything else is someone else's server the
 * studio must not be made to call.
 */
export function isMediaUrl(url: string, mediaOrigins: readonly string[]): boolean {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false
  if (parsed.username || parsed.password) return false
  return mediaOrigins.includes(parsed.origin)
}

/** The first URL not on a media origin, or null when every one is. */
export function firstForeignUrl(
  items: readonly ZipItem[],
  mediaOrigins: readonly string[],
): ZipItem | null {
  return items.find((item) => !isMediaUrl(item.url, mediaOrigins)) ?? null
}

/** Names Windows keeps for devices, with or without an extension ("CON", "nul.txt", "COM1.mp4"). */
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])(\..*)?$/i

/**
 * Names safe inside an archive on every system: no folders, no control or reserved characters,
 * no leading dots, no trailing dot or space, no device name of Windows, and unique (a repeated
 * name gets " (2)" before its extension).
 */
export function entryNames(names: readonly string[]): string[] {
  const taken = new Set<string>()
  return names.map((raw) => {
    const cut =
      raw
        .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]/g, '_')
        .replace(/^[.\s]+/, '')
        .slice(0, 120)
        .replace(/[.\s]+$/, '') || 'output'
    const clean = WINDOWS_DEVICE.test(cut) ? `_${cut}` : cut
    const dot = clean.lastIndexOf('.')
    const [stem, ext] = dot > 0 ? [clean.slice(0, dot), clean.slice(dot)] : [clean, '']
    let name = clean
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${stem} (${n})${ext}`
    taken.add(name.toLowerCase())
    return name
  })
}
