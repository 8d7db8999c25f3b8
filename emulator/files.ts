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
  gif: 'image/gif',
  avif: 'image/avif',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
  flac: 'audio/flac',
  aac: 'audio/aac',
}

export function contentTypeOf(name: string): string {
  const ext = name.split('.').pop()?.toLowerCase() ?? ''
  return CONTENT_TYPES[ext] ?? 'application/octet-stream'
}

/** The extension files of a MIME type are stored with (`bin` when the type has none here). */
export function extensionOf(mime: string): string {
  if (mime === 'audio/webm') return 'webm'
  return Object.entries(CONTENT_TYPES).find(([, type]) => type === mime)?.[0] ?? 'bin'
}

/**
 * Generated and uploaded files, stored flat under `<dataDir>/<subdir>` with stable names. The
 * `files` store is served publicly at `/files/<name>`; URLs are built from the public URL at read
 * time, never stored. Asset files live in a store of their own, reachable by signed URL only.
 */
export class FileStore {
  readonly dir: string

  constructor(
    dataDir: string,
    private readonly publicUrl: string,
    subdir = 'files',
  ) {
    this.dir = join(dataDir, subdir)
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

  isSafeName(name: string): boolean {
    return SAFE_NAME.test(name)
  }

  /** GET/HEAD /files/<name>. */
  serve(c: Context): Promise<Response> {
    const name = c.req.param('name') ?? ''
    if (!SAFE_NAME.test(name)) throw fileNotFound()
    return sendFile(c, this.pathOf(name), 'public, max-age=31536000, immutable')
  }
}

const fileNotFound = () => apiError('not_found', 'File not found')

/** Sends a stored file, with single byte ranges so browsers can seek in video and audio. */
export async function sendFile(c: Context, file: string, cacheControl: string): Promise<Response> {
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) throw fileNotFound()
  const headers: Record<string, string> = {
    'Content-Type': contentTypeOf(file),
    'Accept-Ranges': 'bytes',
    'Cache-Control': cacheControl,
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

function parseRange(header: string | undefined, size: number): [number, number] | 'invalid' | null {
  if (!header) return null
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!m || (m[1] === '' && m[2] === '')) return 'invalid'
  const start = m[1] === '' ? Math.max(0, size - Number(m[2])) : Number(m[1])
  const end = m[1] === '' || m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1)
  if (start > end || start >= size) return 'invalid'
  return [start, end]
}
