import { createReadStream } from 'node:fs'
import { mkdir, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import type { Context } from 'hono'
import { apiError } from './http/api-error'

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)?$/

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
}

export function contentTypeOf(name: string): string {
  const ext = name.split('.').pop()?.toLowerCase() ?? ''
  return CONTENT_TYPES[ext] ?? 'application/octet-stream'
}

/**
 * Generated and uploaded files, stored flat under `<dataDir>/files` with stable names, served at
 * `/files/<name>`. URLs are built from the public URL at read time, never stored.
 */
export class FileStore {
  readonly dir: string

  constructor(
    dataDir: string,
    private readonly publicUrl: string,
  ) {
    this.dir = join(dataDir, 'files')
  }

  async init(): Promise<void> {
    await mkdir(this.dir, { recursive: true })
  }

  pathOf(name: string): string {
    if (!SAFE_NAME.test(name)) throw new Error(`unsafe file name: ${name}`)
    return join(this.dir, name)
  }

  urlOf(name: string): string {
    return `${this.publicUrl}/files/${name}`
  }

  /** GET/HEAD /files/<name>, with single byte ranges so browsers can seek in video and audio. */
  async serve(c: Context): Promise<Response> {
    const name = c.req.param('name') ?? ''
    const missing = () => apiError('not_found', 'File not found')
    if (!SAFE_NAME.test(name)) throw missing()
    const file = this.pathOf(name)
    const info = await stat(file).catch(() => null)
    if (!info?.isFile()) throw missing()
    const headers: Record<string, string> = {
      'Content-Type': contentTypeOf(name),
      'Accept-Ranges': 'bytes',
      'Cache-Control': 'public, max-age=31536000, immutable',
    }
    const range = parseRange(c.req.header('range'), info.size)
    if (range === 'invalid') {
      return new Response(null, {
        status: 416,
        headers: { ...headers, 'Content-Range': `bytes */${info.size}` },
      })
    }
    const [start, end] = range ?? [0, info.size - 1]
    headers['Content-Length'] = String(Math.max(0, end - start + 1))
    if (range) headers['Content-Range'] = `bytes ${start}-${end}/${info.size}`
    const status = range ? 206 : 200
    if (c.req.method === 'HEAD' || info.size === 0) return new Response(null, { status, headers })
    const stream = Readable.toWeb(
      createReadStream(file, { start, end }),
    ) as ReadableStream<Uint8Array>
    return new Response(stream, { status, headers })
  }
}

function parseRange(header: string | undefined, size: number): [number, number] | 'invalid' | null {
  if (!header) return null
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!m || (m[1] === '' && m[2] === '')) return 'invalid'
  const start = m[1] === '' ? Math.max(0, size - Number(m[2])) : Number(m[1])
  const end = m[1] === '' || m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1)
  if (start > end || start >= size) return 'invalid'
  return [start, end]
}
