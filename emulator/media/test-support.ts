import { mkdtemp, open, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { runFfmpeg } from './ffmpeg'

/** A scratch directory for one test file, removed afterwards; call inside a describe or at top level. */
export function useScratchDir(): (name: string) => string {
  let dir = ''
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'media-test-'))
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })
  return (name) => join(dir, name)
}

/** Names of files in `dir` (used to check no temp files are left behind). */
export async function listFiles(dir: string): Promise<string[]> {
  return (await readdir(dir)).sort()
}

export async function readHead(file: string, bytes: number): Promise<Buffer> {
  const handle = await open(file, 'r')
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(bytes), 0, bytes, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

/** Types of the top-level MP4 boxes in order, e.g. ['ftyp', 'moov', 'mdat']. */
export async function mp4TopLevelBoxes(file: string): Promise<string[]> {
  const handle = await open(file, 'r')
  try {
    const { size } = await handle.stat()
    const boxes: string[] = []
    const header = Buffer.alloc(16)
    for (let offset = 0; offset + 8 <= size;) {
      await handle.read(header, 0, 16, offset)
      const small = header.readUInt32BE(0)
      const length =
        small === 1 ? Number(header.readBigUInt64BE(8)) : small === 0 ? size - offset : small
      boxes.push(header.toString('latin1', 4, 8))
      if (length < 8) break
      offset += length
    }
    return boxes
  } finally {
    await handle.close()
  }
}

/** One decoded video frame as raw RGB (width × height × 3 bytes), scaled to the given size. */
export async function decodeFrame(
  file: string,
  atSeconds: number,
  width: number,
  height: number,
): Promise<Buffer> {
  const { stdout } = await runFfmpeg(
    [
      '-ss',
      String(atSeconds),
      '-i',
      file,
      '-frames:v',
      '1',
      '-vf',
      `scale=${width}:${height}`,
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      'pipe:1',
    ],
    { maxStdoutBytes: width * height * 3 },
  )
  return stdout
}

/** The audio decoded to mono 8 kHz 16-bit samples (small enough to compare in tests). */
export async function decodeAudio(file: string): Promise<Int16Array> {
  const { stdout } = await runFfmpeg(
    ['-i', file, '-vn', '-ac', '1', '-ar', '8000', '-f', 's16le', 'pipe:1'],
    {
      maxStdoutBytes: 50_000_000,
    },
  )
  return new Int16Array(stdout.buffer, stdout.byteOffset, stdout.length / 2)
}

export function meanAbsDifference(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const length = Math.min(a.length, b.length)
  let total = 0
  for (let i = 0; i < length; i++) total += Math.abs(a[i]! - b[i]!)
  return total / length
}

export function rms(samples: ArrayLike<number>): number {
  let total = 0
  for (let i = 0; i < samples.length; i++) total += samples[i]! ** 2
  return Math.sqrt(total / samples.length)
}
