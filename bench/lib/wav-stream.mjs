// A large, valid WAV file generated on the fly (never held in memory), for upload benchmarks.
import { createHash } from 'node:crypto'

const CHUNK = 256 * 1024

function wavHeader(dataBytes, sampleRate = 48_000, channels = 2) {
  const header = Buffer.alloc(44)
  header.write('RIFF', 0)
  header.writeUInt32LE(36 + dataBytes, 4)
  header.write('WAVEfmt ', 8)
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20)
  header.writeUInt16LE(channels, 22)
  header.writeUInt32LE(sampleRate, 24)
  header.writeUInt32LE(sampleRate * channels * 2, 28)
  header.writeUInt16LE(channels * 2, 32)
  header.writeUInt16LE(16, 34)
  header.write('data', 36)
  header.writeUInt32LE(dataBytes, 40)
  return header
}

/**
 * A multipart/form-data body with one `file` part holding a WAV of `totalBytes`, as a stream;
 * `digest()` gives the sha256 of the file bytes sent, once the stream has been read.
 */
export function multipartWav(totalBytes, boundary = `----bench${Date.now()}`) {
  const dataBytes = totalBytes - 44
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.wav"\r\n` +
      'Content-Type: audio/wav\r\n\r\n',
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  const hash = createHash('sha256')
  const pattern = Buffer.alloc(CHUNK)
  for (let i = 0; i < CHUNK; i += 2) pattern.writeInt16LE(Math.round(8000 * Math.sin(i / 40)), i)
  let sent = -2
  const stream = new ReadableStream({
    pull(controller) {
      if (sent === -2) {
        sent = -1
        return controller.enqueue(new Uint8Array(head))
      }
      if (sent === -1) {
        sent = 0
        const header = wavHeader(dataBytes)
        hash.update(header)
        return controller.enqueue(new Uint8Array(header))
      }
      if (sent >= dataBytes) {
        controller.enqueue(new Uint8Array(tail))
        return controller.close()
      }
      const size = Math.min(CHUNK, dataBytes - sent)
      const chunk = pattern.subarray(0, size)
      hash.update(chunk)
      sent += size
      controller.enqueue(new Uint8Array(chunk))
    },
  })
  return {
    stream,
    contentType: `multipart/form-data; boundary=${boundary}`,
    contentLength: head.length + totalBytes + tail.length,
    digest: () => hash.digest('hex'),
  }
}
