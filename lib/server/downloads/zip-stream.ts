import 'server-only'
import { once } from 'node:events'
import { Readable } from 'node:stream'
import { ZipArchive } from 'archiver'
import { meteredBody, type Cut } from './metered-body'
import type { ZipLimits } from './zip-limits'
import { entryNames, isMediaUrl, type ZipItem } from './zip-request'

export interface ZipStreamOptions {
  mediaOrigins: readonly string[]
  limits: ZipLimits
  /** Stops every fetch when the browser goes away. */
  signal?: AbortSignal
  /** Called once when the ZIP is done with the origin: finished, failed or abandoned. */
  onEnd?: () => void
  fetchImpl?: typeof fetch
}

const MB = 1024 * 1024
const size = (bytes: number) =>
  bytes >= 1024 * MB
    ? `${Number((bytes / (1024 * MB)).toFixed(1))} GB`
    : `${Math.ceil(bytes / MB)} MB`

const CUT_WORDS: Record<Cut, (limits: ZipLimits) => string> = {
  'too-large': (limits) =>
    `cut short: a ZIP holds at most ${size(limits.totalBytes)}, and a file at most ${size(limits.entryBytes)}`,
  stalled: (limits) => `cut short: the service sent nothing for ${limits.idleMs / 1000} s`,
  failed: () => 'cut short: the service stopped sending it',
}

/**
 * A ZIP of the given media files as a stream: one file is fetched at a time and piped into the
 * archive, and the archive is read only as fast as the browser takes it, so the studio holds a
 * few chunks, never a whole file. Media is already compressed, so entries are stored as they are
 * (no CPU spent deflating video). A file that cannot be fetched (gone, a redirect, another host,
 * no answer in time) is left out and named in a note inside the archive, since the answer has
 * already begun; so is one that is too large, and one cut short (too large once counted, or its
 * origin went silent) is named with why. The bytes are bounded by `limits` (zip-limits.ts).
 */
export function zipStream(items: readonly ZipItem[], options: ZipStreamOptions): ReadableStream {
  const archive = new ZipArchive({ store: true })
  const names = entryNames(items.map((item) => item.name))
  const doFetch = options.fetchImpl ?? fetch
  const { limits } = options
  let ended = false
  const end = () => {
    if (ended) return
    ended = true
    options.onEnd?.()
  }
  archive.once('close', end)
  archive.once('error', end)

  /** The file's answer, or null when it did not begin within headersMs (or failed). */
  const fetchFile = async (url: string) => {
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), limits.headersMs)
    const signal = options.signal
      ? AbortSignal.any([options.signal, controller.signal])
      : controller.signal
    try {
      return await doFetch(url, { redirect: 'manual', signal })
    } catch {
      return null
    } finally {
      clearTimeout(timer)
    }
  }

  const fill = async () => {
    const notes: string[] = []
    let total = 0
    for (const [index, item] of items.entries()) {
      const name = names[index]!
      if (options.signal?.aborted) break
      // Checked again here, so no caller can make this stream fetch another host.
      if (!isMediaUrl(item.url, options.mediaOrigins)) {
        notes.push(`${name}: not a file of the service`)
        continue
      }
      const room = Math.min(limits.entryBytes, limits.totalBytes - total)
      if (room <= 0) {
        notes.push(`${name}: left out, the ZIP reached its ${size(limits.totalBytes)}`)
        continue
      }
      const response = await fetchFile(item.url)
      if (!response?.ok || !response.body) {
        await response?.body?.cancel().catch(() => {})
        notes.push(`${name}: the service did not send it${response ? ` (${response.status})` : ''}`)
        continue
      }
      const announced = Number(response.headers.get('content-length') ?? NaN)
      if (announced > room) {
        await response.body.cancel().catch(() => {})
        notes.push(
          announced > limits.entryBytes
            ? `${name}: left out, ${size(announced)} is more than a ZIP holds of one file (${size(limits.entryBytes)})`
            : `${name}: left out, ${size(announced)} would take the ZIP past its ${size(limits.totalBytes)}`,
        )
        continue
      }
      const body = meteredBody(response.body, { maxBytes: room, idleMs: limits.idleMs })
      const added = once(archive, 'entry')
      archive.append(body.stream, { name })
      await added
      total += body.bytes()
      const cut = await body.ended
      if (cut) notes.push(`${name}: ${CUT_WORDS[cut](limits)}`)
    }
    if (notes.length > 0) {
      const note = `These outputs are not in this ZIP, or not whole:\n${notes.join('\n')}\n`
      archive.append(note, { name: 'not-included.txt' })
    }
    await archive.finalize()
  }
  fill()
    .catch((error: unknown) => archive.destroy(error instanceof Error ? error : undefined))
    .finally(end)
  if (options.signal) {
    options.signal.addEventListener('abort', () => archive.destroy(), { once: true })
  }
  return Readable.toWeb(archive) as ReadableStream
}
