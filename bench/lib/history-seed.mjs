// A history page for benchmarks: `count` finished image generations of one account, started
// through the emulator's own API (POST /v1/generate/media), as a person's history is made.
// The emulator must run with its rate limits lifted (EMULATOR_RATE_LIMIT_SCALE) and fast-forwarded
// time (EMULATOR_TIME_SCALE), as bench/lib/stack.mjs and emulator-process.mjs start it.

const PROMPTS = [
  'a lighthouse at dusk, wide shot',
  'a bowl of ramen on a wooden table, "steam rising", top-down',
  'portrait of a red fox in the snow, shallow depth of field',
  'an isometric city block at night with neon signs',
  'watercolor of a harbor with small boats',
]

/** The contract's largest history page (GENERATIONS_LIST_MAX_LIMIT). */
export const HISTORY_PAGE = 100

/** Starts `count` generations and waits until a full history page of them is completed. */
export async function seedGenerations(emulatorUrl, apiKey, count = 105, timeoutMs = 180_000) {
  const headers = { 'x-api-key': apiKey, 'content-type': 'application/json' }
  for (let n = 0; n < count; n++) {
    const prompt = `${PROMPTS[n % PROMPTS.length]} (study ${n + 1})`
    const res = await fetch(`${emulatorUrl}/v1/generate/media`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ model: 'nano-banana', prompt }),
    })
    if (!res.ok) throw new Error(`seeding generation ${n + 1} failed: ${res.status}`)
  }
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const res = await fetch(`${emulatorUrl}/v1/generations?limit=${HISTORY_PAGE}`, { headers })
    if (!res.ok) throw new Error(`reading the seeded history failed: ${res.status}`)
    const { generations } = await res.json()
    if (generations.every((g) => g.status === 'completed')) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`seeding: the generations did not finish within ${timeoutMs / 1000} s`)
}
