import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { probeMedia, type MediaProbe } from '../media/probe'

export interface Downloaded {
  status: number
  contentType: string | null
  bytes: Buffer
  /** What the bytes really are (decoded by ffmpeg or sharp), null when nothing could read them. */
  probe: MediaProbe | null
}

/** The container a file's first bytes announce. */
export function signatureOf(bytes: Buffer): 'png' | 'mp4' | 'mp3' | null {
  if (bytes.subarray(0, 8).toString('hex') === '89504e470d0a1a0a') return 'png'
  if (bytes.subarray(4, 8).toString('latin1') === 'ftyp') return 'mp4'
  const mpegFrame = bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0
  if (bytes.subarray(0, 3).toString('latin1') === 'ID3' || mpegFrame) return 'mp3'
  return null
}

/** Downloads a URL the emulator handed out and probes the bytes. */
export async function download(url: string): Promise<Downloaded> {
  const res = await fetch(url)
  const bytes = Buffer.from(await res.arrayBuffer())
  const dir = await mkdtemp(join(tmpdir(), 'emulator-download-'))
  try {
    const file = join(dir, 'media')
    await writeFile(file, bytes)
    const probe = await probeMedia(file).catch(() => null)
    return { status: res.status, contentType: res.headers.get('content-type'), bytes, probe }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
