import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startEmbedded } from '@/lib/test/databases'
import { signedInProxy } from '@/lib/test/signed-in-proxy'
import { SearchRequest } from '@/lib/studio-api/search-request'

// The proxy in front of a fake service, on the embedded database: what the pages read through
// the studio grows the search index, after the page has its answer.
const database = await startEmbedded()
process.env.DATABASE_URL = database.url
process.env.STUDIO_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'studio-observer-'))

const KEY = 'sk_live_observed'
const HISTORY = {
  generations: [
    {
      id: 'obs-1',
      status: 'completed',
      model: 'flux-2-1K',
      prompt: 'A glass greenhouse in the rain',
      generation_type: 'text-to-image',
      created_at: '2026-07-01T00:00:00Z',
      outputs: [],
    },
  ],
  count: 1,
  limit: 100,
}
const SONG = {
  id: 'song-1',
  status: 'completed',
  prompt: 'an upbeat tune',
  songs: [
    {
      id: 1,
      title: 'Lanterns Over Lisbon',
      lyrics: 'we sail at midnight',
      audio_url: 'https://cdn.test/s.mp3',
    },
  ],
}

const proxy = signedInProxy({ key: KEY })
afterAll(async () => {
  const { workspaceDatabase } = await import('@/lib/server/workspace/database')
  await (await workspaceDatabase()).close()
  await database.stop()
})

async function found(q: string): Promise<string[]> {
  const { observerIdle } = await import('./observer')
  const { workspaceDatabase } = await import('@/lib/server/workspace/database')
  const { searchResults } = await import('@/lib/server/workspace/search-read')
  const { accountIdOf } = await import('@/lib/server/account')
  await observerIdle()
  const { db } = await workspaceDatabase()
  const page = await searchResults(db, accountIdOf(KEY), SearchRequest.parse({ q }), {
    partialWords: true,
  })
  return page.hits.map((h) => h.id)
}

const json = (body: unknown) => ({ status: 200, body })

describe('what passes through the studio grows the search index', () => {
  it('indexes a history read once the browser has it, unchanged', async () => {
    proxy.reply = () => json(HISTORY)
    const answer = await proxy.studio.fetch('/v1/generations?limit=100', {
      headers: { cookie: proxy.cookie },
    })
    expect(await answer.json()).toEqual(HISTORY)
    expect(await found('greenhouse')).toEqual(['obs-1'])
  })

  it('indexes a song’s title and lyrics from its status poll', async () => {
    proxy.reply = () => json(SONG)
    await (
      await proxy.studio.fetch('/v1/generate/music/song-1', { headers: { cookie: proxy.cookie } })
    ).text()
    expect(await found('lisbon')).toEqual(['song-1'])
    expect(await found('midnight kind:song')).toEqual(['song-1'])
  })

  it('keeps nothing of a refusal, nor of a write', async () => {
    proxy.reply = () => ({ status: 404, body: { error: 'not_found', prompt: 'gone' } })
    await (
      await proxy.studio.fetch('/v1/generate/media/gone', { headers: { cookie: proxy.cookie } })
    ).text()
    expect(await found('gone')).toEqual([])
  })
})
