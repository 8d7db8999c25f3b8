/**
 * A huge request body (sent chunked: no Content-Length) that counts the bytes anyone pulled, so
 * a test can prove a route refused it without reading it. Nothing is pulled until read; it ends
 * after `totalBytes` so that code which reads everything fails the test instead of the machine.
 */
export function endlessBody(chunkBytes = 64 * 1024, totalBytes = 32 * 1024 * 1024) {
  const counter = { pulled: 0, cancelled: false }
  const chunk = new Uint8Array(chunkBytes).fill(0x20)
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (counter.pulled >= totalBytes) return controller.close()
        counter.pulled += chunk.byteLength
        controller.enqueue(chunk)
      },
      cancel() {
        counter.cancelled = true
      },
    },
    { highWaterMark: 0 },
  )
  return { stream, counter }
}

/** A POST to the studio's own origin, with any body (streams included). */
export function studioPost(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  return new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    body,
    headers: { origin: 'http://localhost:3000', 'content-type': 'application/json', ...headers },
    duplex: 'half',
  } as RequestInit)
}
