import { open } from 'node:fs/promises'

/** A container recognised from its leading bytes, with the MIME type for each kind it can hold. */
export interface SniffedFormat {
  name: string
  image?: string
  video?: string
  audio?: string
}

const HEADER_BYTES = 4096

const ascii = (bytes: Buffer, start: number, end: number) => bytes.toString('latin1', start, end)

/** Identifies the file's container from magic numbers (no extension trusted); null if unknown. */
export async function sniffFormat(file: string): Promise<SniffedFormat | null> {
  const handle = await open(file, 'r')
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(HEADER_BYTES), 0, HEADER_BYTES, 0)
    return identify(buffer.subarray(0, bytesRead))
  } finally {
    await handle.close()
  }
}

export function identify(bytes: Buffer): SniffedFormat | null {
  if (bytes.length < 12) return null
  const [b0, b1] = [bytes[0]!, bytes[1]!]
  if (b0 === 0x89 && ascii(bytes, 1, 4) === 'PNG') return { name: 'png', image: 'image/png' }
  if (b0 === 0xff && b1 === 0xd8 && bytes[2] === 0xff) return { name: 'jpeg', image: 'image/jpeg' }
  if (ascii(bytes, 0, 4) === 'GIF8') return { name: 'gif', image: 'image/gif' }
  if (ascii(bytes, 0, 4) === 'RIFF') return riffFormat(ascii(bytes, 8, 12))
  if (ascii(bytes, 4, 8) === 'ftyp') return isoFormat(ascii(bytes, 8, 12))
  if (bytes.readUInt32BE(0) === 0x1a45dfa3) {
    return bytes.includes('webm', 0, 'latin1')
      ? { name: 'webm', video: 'video/webm', audio: 'audio/webm' }
      : { name: 'matroska', video: 'video/x-matroska', audio: 'audio/x-matroska' }
  }
  if (ascii(bytes, 0, 4) === 'OggS') return { name: 'ogg', video: 'video/ogg', audio: 'audio/ogg' }
  if (ascii(bytes, 0, 4) === 'fLaC') return { name: 'flac', audio: 'audio/flac' }
  if (ascii(bytes, 0, 3) === 'ID3') return { name: 'mp3', audio: 'audio/mpeg' }
  if (b0 === 0xff && (b1 & 0xf6) === 0xf0) return { name: 'aac', audio: 'audio/aac' }
  if (b0 === 0xff && (b1 & 0xe0) === 0xe0) return { name: 'mp3', audio: 'audio/mpeg' }
  return null
}

function riffFormat(kind: string): SniffedFormat | null {
  if (kind === 'WEBP') return { name: 'webp', image: 'image/webp' }
  if (kind === 'WAVE') return { name: 'wav', audio: 'audio/wav' }
  if (kind === 'AVI ') return { name: 'avi', video: 'video/x-msvideo' }
  return null
}

function isoFormat(brand: string): SniffedFormat {
  if (brand === 'avif' || brand === 'avis') return { name: 'avif', image: 'image/avif' }
  if (/^(heic|heix|mif1|msf1)$/.test(brand)) return { name: 'heif', image: 'image/heif' }
  if (brand === 'qt  ') return { name: 'quicktime', video: 'video/quicktime', audio: 'audio/mp4' }
  if (brand.startsWith('3g')) return { name: '3gp', video: 'video/3gpp', audio: 'audio/3gpp' }
  if (brand.startsWith('M4A') || brand.startsWith('M4B'))
    return { name: 'm4a', video: 'video/mp4', audio: 'audio/mp4' }
  return { name: 'mp4', video: 'video/mp4', audio: 'audio/mp4' }
}
