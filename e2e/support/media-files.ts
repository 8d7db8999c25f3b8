import { writeFile } from 'node:fs/promises'
import sharp from 'sharp'

/** A real PNG (the service probes what it stores), solid colour. */
export async function writePng(path: string, size = 96, colour = '#3b82f6'): Promise<string> {
  const png = await sharp({
    create: { width: size, height: size, channels: 3, background: colour },
  })
    .png()
    .toBuffer()
  await writeFile(path, png)
  return path
}

/** A valid silent WAV of exactly `bytes` bytes (mono, 16-bit, 8 kHz). */
export async function writeWav(path: string, bytes: number): Promise<string> {
  const data = bytes - 44
  const header = Buffer.alloc(44)
  header.write('RIFF', 0)
  header.writeUInt32LE(36 + data, 4)
  header.write('WAVEfmt ', 8)
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20)
  header.writeUInt16LE(1, 22)
  header.writeUInt32LE(8000, 24)
  header.writeUInt32LE(16000, 28)
  header.writeUInt16LE(2, 32)
  header.writeUInt16LE(16, 34)
  header.write('data', 36)
  header.writeUInt32LE(data, 40)
  await writeFile(path, Buffer.concat([header, Buffer.alloc(data)]))
  return path
}
