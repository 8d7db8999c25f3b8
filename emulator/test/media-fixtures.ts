import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { runFfmpeg } from '../media/ffmpeg'

/** A PNG (or JPEG) with a plain white background around a coloured disc: removable background. */
export async function pictureBytes(format: 'png' | 'jpeg' = 'png', size = 96): Promise<Buffer> {
  const disc = Buffer.from(
    `<svg width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 4}" fill="#c0392b"/></svg>`,
  )
  return sharp({ create: { width: size, height: size, channels: 3, background: '#ffffff' } })
    .composite([{ input: disc }])
    .toFormat(format)
    .toBuffer()
}

/** A 16-bit mono PCM WAV of `seconds` (a quiet tone). */
export function wavBytes(seconds: number, sampleRate = 8000): Buffer {
  const samples = Math.round(seconds * sampleRate)
  const wav = Buffer.alloc(44 + samples * 2)
  wav.write('RIFF', 0)
  wav.writeUInt32LE(36 + samples * 2, 4)
  wav.write('WAVEfmt ', 8)
  wav.writeUInt32LE(16, 16)
  wav.writeUInt16LE(1, 20)
  wav.writeUInt16LE(1, 22)
  wav.writeUInt32LE(sampleRate, 24)
  wav.writeUInt32LE(sampleRate * 2, 28)
  wav.writeUInt16LE(2, 32)
  wav.writeUInt16LE(16, 34)
  wav.write('data', 36)
  wav.writeUInt32LE(samples * 2, 40)
  for (let i = 0; i < samples; i++) wav.writeInt16LE(Math.round(3000 * Math.sin(i / 6)), 44 + i * 2)
  return wav
}

/** An H.264 MP4 from ffmpeg's test source; a 1-frame-per-10-s colour for long ones (cheap). */
export async function videoBytes(seconds: number): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'emulator-fixture-'))
  const out = join(dir, 'clip.mp4')
  const source = seconds > 60 ? 'color=c=navy:s=32x32:r=1/10' : 'testsrc=size=160x90:rate=12'
  try {
    await runFfmpeg(
      ['-f', 'lavfi', '-i', source, '-t', String(seconds), '-c:v', 'libx264'].concat([
        '-preset',
        'ultrafast',
        '-pix_fmt',
        'yuv420p',
        out,
      ]),
    )
    return await readFile(out)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

export interface Part {
  name: string
  data: Buffer | string
  filename?: string
  type?: string
}

/** A multipart/form-data body built in memory (fine for the small files of tests). */
export function multipart(parts: Part[]): { body: Uint8Array<ArrayBuffer>; contentType: string } {
  const boundary = `----emulator-test-${Math.random().toString(16).slice(2)}`
  const chunks: Buffer[] = []
  for (const p of parts) {
    const file = p.filename === undefined ? '' : `; filename="${p.filename}"`
    const type = p.type ? `\r\nContent-Type: ${p.type}` : ''
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${file}${type}\r\n\r\n`,
      ),
      Buffer.from(p.data),
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  const body = new Uint8Array(Buffer.concat(chunks))
  return { body, contentType: `multipart/form-data; boundary=${boundary}` }
}
