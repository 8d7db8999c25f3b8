// The rest of an account's workspace at its bounds, for bench/search.mjs: a full tray (200
// running and 200 finished jobs), 200 boards, one holding 5,000 outputs, and 5,000 stars
// (lib/server/workspace/caps.ts, lib/server/workspace/boards.ts), written through the studio's
// own routes under the account's scope; then the reads every page makes of them, timed.
const BOARDS = 200
const BOARD_ITEMS = 5000
const STARS = 5000
const TRAY = 200
const WRITE = 500

async function studio(studioUrl, headers, method, route, body) {
  const response = await fetch(`${studioUrl}/api/studio/${route}`, {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
  })
  if (!response.ok)
    throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`)
  return response.status === 204 ? null : response.json()
}

const refs = (from, count) =>
  Array.from({ length: count }, (_, i) => ({ kind: 'media', id: `bench-output-${from + i}` }))

/** Fills the account's tray, boards and stars to their bounds; answers the full board's id. */
export async function fillWorkspace(studioUrl, cookie) {
  const session = await (await fetch(`${studioUrl}/api/session`, { headers: { cookie } })).json()
  const headers = {
    cookie,
    origin: studioUrl,
    'content-type': 'application/json',
    'x-studio-scope': session.scope,
  }
  const started = Date.now()
  for (let i = 0; i < 2 * TRAY; i++) {
    const id = `bench-job-${i}`
    const at = new Date(started - (2 * TRAY - i) * 1000).toISOString()
    const ended = i < TRAY ? { outcome: 'completed', finishedAt: at, durationSeconds: 12 } : {}
    const job = { id, kind: 'media', model: 'flux-2', label: `Bench job ${i}`, startedAt: at }
    await studio(studioUrl, headers, 'PUT', `jobs/${id}`, { ...job, ...ended })
  }
  let full = null
  for (let i = 0; i < BOARDS; i++) {
    const { board } = await studio(studioUrl, headers, 'POST', 'boards', { name: `Bench ${i}` })
    full ??= board.id
  }
  for (let from = 0; from < BOARD_ITEMS; from += WRITE) {
    await studio(studioUrl, headers, 'POST', `boards/${full}/items`, { items: refs(from, WRITE) })
  }
  for (let from = 0; from < STARS; from += WRITE) {
    await studio(studioUrl, headers, 'PUT', 'stars', { items: refs(from, WRITE), starred: true })
  }
  return { board: full, ms: Date.now() - started }
}

/** The workspace reads a page makes, each timed `rounds` times, interleaved. */
export async function timeWorkspaceReads(studioUrl, cookie, board, rounds) {
  const reads = {
    tray: 'jobs',
    boards: 'boards',
    'the full board': `boards/${board}`,
    stars: 'stars',
  }
  const times = Object.fromEntries(Object.keys(reads).map((name) => [name, []]))
  for (let round = 0; round < rounds; round++) {
    for (const [name, route] of Object.entries(reads)) {
      const started = performance.now()
      const response = await fetch(`${studioUrl}/api/studio/${route}`, { headers: { cookie } })
      await response.arrayBuffer()
      if (!response.ok) throw new Error(`GET ${route}: ${response.status}`)
      times[name].push(performance.now() - started)
    }
  }
  return times
}
