// Filling the search index of a long history for bench/search.mjs, the way the studio fills it:
// history reads through its proxy (each answer indexed after it is sent), slice by slice, each full
// slice read again by every value of the next filter (model, then status, then type).

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
/** Between two reads, time for the index to take the last one in (its queue is short). */
const PACE_MS = 100

async function json(url, headers = {}) {
  const response = await fetch(url, { headers })
  if (!response.ok) throw new Error(`${url}: ${response.status}`)
  return response.json()
}

/** Resolves once the emulator holds the bulk history's last item (after its own demo seeding). */
export async function waitForBulkHistory(emulatorUrl, items, timeoutMs = 600_000) {
  const last = `b01c0000-0000-4000-8000-${String(items - 1).padStart(12, '0')}`
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    // A connection dropped while the emulator is busy seeding is asked again.
    const response = await fetch(`${emulatorUrl}/v1/generate/media/${last}`, {
      headers: { 'x-api-key': 'sk_live_demo_creator' },
    }).catch(() => null)
    if (response?.ok) return
    await sleep(1000)
  }
  throw new Error('the emulator did not seed its bulk history in time')
}

/** Reads the history through the studio until every slice is read whole; waits for the index. */
export async function fillIndex(studioUrl, cookie, items) {
  const started = performance.now()
  const headers = { cookie }
  const { models } = await json(`${studioUrl}/api/v1/models`, headers)
  const dimensions = [
    ['model', models.map((m) => m.model_id)],
    ['status', ['pending', 'queued', 'processing', 'completed', 'failed', 'error', 'cancelled']],
    ['generation_type', [...new Set(models.flatMap((m) => m.generation_types ?? []))]],
  ]
  const queue = [{}]
  let reads = 0
  while (queue.length) {
    const slice = queue.shift()
    const query = new URLSearchParams({ ...slice, limit: '100' })
    const answer = await json(`${studioUrl}/api/v1/generations?${query}`, headers)
    reads += 1
    const depth = Object.keys(slice).length
    if (answer.generations.length >= answer.limit && depth < dimensions.length) {
      const [name, values] = dimensions[depth]
      for (const value of values) queue.push({ ...slice, [name]: value })
    }
    await sleep(PACE_MS)
  }
  let indexed = 0
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    indexed = (await json(`${studioUrl}/api/studio/search?q=&limit=1`, headers)).coverage.items
    if (indexed >= items) break
    await sleep(1000)
  }
  return { reads, indexed, ms: performance.now() - started }
}
