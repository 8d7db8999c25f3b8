import { expect, test, type APIRequestContext } from '@playwright/test'
import {
  freshDatabase,
  realPostgresMissing,
  startRealPostgres,
  type TestDatabase,
} from '../lib/test/databases'
import { E2E_EMULATOR_URL } from '../playwright.config'
import { startStudio, type Studio } from './support/fault-stack'

// Two studio instances on one real PostgreSQL (Debian's, started here on a private port and
// folder), sharing SESSION_SECRET as a deployment's instances do: what one saves, the other reads.
const missing = realPostgresMissing()
test.skip(Boolean(missing), `needs a real PostgreSQL: ${missing}`)
test.describe.configure({ timeout: 240_000 })

let postgres: TestDatabase | undefined
let a: Studio
let b: Studio

test.beforeAll(async () => {
  test.setTimeout(240_000)
  postgres = await startRealPostgres()
  const env = { DATABASE_URL: await freshDatabase(postgres.url), SESSION_SECRET: 's'.repeat(40) }
  ;[a, b] = await Promise.all([
    startStudio(E2E_EMULATOR_URL, env),
    startStudio(E2E_EMULATOR_URL, env),
  ])
})

test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()])
  await postgres?.stop()
})

const write = (request: APIRequestContext, base: string, path: string, data: unknown) =>
  request.put(`${base}${path}`, { data, headers: { origin: base } })

test('a draft saved through one instance is read through the other, and so is the tray', async ({
  request,
}) => {
  // Cookies ignore the port: the session made on A is sent to B as well.
  const connected = await request.post(`${a.url}/api/session`, {
    data: { demo: 'creator' },
    headers: { origin: a.url },
  })
  expect(connected.ok()).toBe(true)

  const draft = {
    title: 'Harbour at dawn',
    model: 'veo3',
    aspect_ratio: '16:9',
    scenes: [{ prompt: 'boats leave the harbour', duration_seconds: 8 }],
  }
  const saved = await write(request, a.url, '/api/studio/drafts/story', {
    draft,
    savedAt: new Date().toISOString(),
  })
  expect(saved.status()).toBe(200)
  const read = await request.get(`${b.url}/api/studio/drafts/story`)
  expect((await read.json()).draft).toEqual(draft)

  const job = {
    id: 'gen-two-instances',
    kind: 'media',
    model: 'flux-dev',
    label: 'A lighthouse',
    startedAt: new Date().toISOString(),
  }
  expect((await write(request, a.url, `/api/studio/jobs/${job.id}`, job)).status()).toBe(200)
  const tray = await (await request.get(`${b.url}/api/studio/jobs`)).json()
  expect(tray.jobs).toEqual([job])
})
