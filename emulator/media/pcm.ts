import { Readable } from 'node:stream'

/** A synthesiser that produces audio sequentially, block by block (so any length streams in constant memory). */
export interface PcmSource {
  sampleRate: number
  channels: 1 | 2
  frameCount: number
  /** Fills `out` (interleaved, zeroed by the caller) with the next `frames` frames, values in -1..1. */
  render(out: Float32Array, frames: number): void
}

const BLOCK_FRAMES = 8192

/** ffmpeg input arguments matching `pcmStream(source)` on stdin. */
export function pcmInputArgs(source: PcmSource): string[] {
  return [
    '-f',
    's16le',
    '-ar',
    String(source.sampleRate),
    '-ac',
    String(source.channels),
    '-i',
    'pipe:0',
  ]
}

/** The source's audio as a stream of signed 16-bit little-endian PCM chunks. */
export function pcmStream(source: PcmSource): Readable {
  return Readable.from(pcmChunks(source), { objectMode: false })
}

function* pcmChunks(source: PcmSource): Generator<Buffer> {
  const block = new Float32Array(BLOCK_FRAMES * source.channels)
  for (let done = 0; done < source.frameCount; done += BLOCK_FRAMES) {
    const frames = Math.min(BLOCK_FRAMES, source.frameCount - done)
    const samples = frames * source.channels
    block.fill(0)
    source.render(block, frames)
    // Int16Array uses the platform's byte order, which is little-endian on every Node target.
    const chunk = new Int16Array(samples)
    for (let i = 0; i < samples; i++) {
      const v = block[i]!
      chunk[i] = Math.round((v > 1 ? 1 : v < -1 ? -1 : v) * 32767)
    }
    yield Buffer.from(chunk.buffer)
  }
}
