import 'server-only'
import { once } from 'node:events'
import { Readable } from 'node:stream'
import { ZipArchive } from 'archiver'
import { entryNames, isMediaUrl, type ZipItem } from './zip-request'

export interface ZipStreamOptions {
  mediaOrigins: readonly string[]
  /** Stops every fetch when the browser goes away. */
  signal?: AbortSignal
  fetchImpl?: typeof fetch
}

/**
 * A ZIP of the given media files as a stream: one file is fetched at a time and piped into the
 * archive, and the archive is read only as fast as the browser takes it, so the studio holds a
 * few chunks, never a whole file. Media is already compressed, so entries are stored as they are
 * (no CPU spent deflating video). A file that cannot be fetched (gone, a redirect, another host)
 * is left out and named in a note inside the archive, since the answer has already begun.
 */
export function zipStream(items: readonly ZipItem[], options: ZipStreamOptions): ReadableStream {
  const archive = new ZipArchive({ store: true })
  const names = entryNames(items.map((item) => item.name))
  const doFetch = options.fetchImpl ?? fetch

  const fill = async () => {
    const missing: string[] = []
    for (const [index, item] of items.entries()) {
      const name = names[index]!
      if (options.signal?.aborted) break
      // Checked again here, so no caller can make this stream fetch another host.
      if (!isMediaUrl(item.url, options.mediaOrigins)) {
        missing.push(`${name}: not a file of the service`)
        continue
      }
      const response = await doFetch(item.url, {
        redirect: 'manual',
        signal: options.signal,
      }).catch(() => null)
      if (!response?.ok || !response.body) {
        await response?.body?.cancel().catch(() => {})
        missing.push(
          `${name}: the service did not send it${response ? ` (${response.status})` : ''}`,
        )
        continue
      }
      const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream)
      const added = once(archive, 'entry')
      archive.append(body, { name })
      await added
    }
    if (missing.length > 0) {
      const note = `These outputs could not be included:\n${missing.join('\n')}\n`
      archive.append(note, { name: 'not-included.txt' })
    }
    await archive.finalize()
  }
  fill().catch((error: unknown) => archive.destroy(error instanceof Error ? error : undefined))
  if (options.signal) {
    options.signal.addEventListener('abort', () => archive.destroy(), { once: true })
  }
  return Readable.toWeb(archive) as ReadableStream
}
