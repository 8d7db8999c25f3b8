/**
 * A Response whose body says whether it was read to its end (`drained`): a body only started
 * (`bodyUsed`) is not enough for the browser to call the request finished.
 */
export function recordedAnswer(text: string, status: number) {
  const chunks = [new TextEncoder().encode(text)]
  const record = { drained: false, response: null as unknown as Response }
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.shift()
      if (next) return controller.enqueue(next)
      record.drained = true
      controller.close()
    },
  })
  record.response = new Response(body, { status })
  return record
}
