import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEmbedded, type TestDatabase } from '@/lib/test/databases'
import { openWorkspaceDatabase, type WorkspaceDatabase } from './database'
import { presetStore } from './presets'
import { promptHistory } from './prompts'

let server: TestDatabase
let database: WorkspaceDatabase
beforeAll(async () => {
  server = await startEmbedded()
  database = openWorkspaceDatabase(server.url)
  await database.ready()
})
afterAll(async () => {
  await database?.close()
  await server?.stop()
})

const sent = (prompt: string, minute: number, extra = {}) => ({
  form: 'image' as const,
  model: 'flux-dev',
  prompt,
  options: { aspect_ratio: '16:9', generation_type: 'text-to-image' },
  sentAt: `2026-01-01T10:${String(minute).padStart(2, '0')}:00.000Z`,
  ...extra,
})
const page = (q = '', limit = 20, before?: string) => ({ q, limit, before })

describe('the prompt history store', () => {
  it('lists newest first with form, model and options, one entry per id however often saved', async () => {
    const history = promptHistory(database.db, 'acct-order')
    await history.record('e1', sent('a lighthouse at dusk', 1))
    await history.record('e2', sent('a fox in snow', 2, { form: 'music', model: 'V4_5' }))
    await history.record('e2', sent('a fox in snow, retried', 2))
    const { entries, next } = await history.list(page())
    expect(entries.map((e) => [e.id, e.form, e.prompt])).toEqual([
      ['e2', 'music', 'a fox in snow'],
      ['e1', 'image', 'a lighthouse at dusk'],
    ])
    expect(entries[1]).toMatchObject({ model: 'flux-dev', options: { aspect_ratio: '16:9' } })
    expect(next).toBeNull()
  })

  it('searches the words in any case, takes % and _ literally, and pages without gaps', async () => {
    const history = promptHistory(database.db, 'acct-search')
    for (let i = 0; i < 7; i++) await history.record(`s${i}`, sent(`Harbour number ${i}`, 10))
    await history.record('pct', sent('100% harbour_cat', 11))
    await history.record('other', sent('a desert road', 12))
    expect((await history.list(page('HARBOUR'))).entries).toHaveLength(8)
    expect((await history.list(page('0%'))).entries.map((e) => e.id)).toEqual(['pct'])
    expect((await history.list(page('r_c'))).entries.map((e) => e.id)).toEqual(['pct'])
    expect((await history.list(page('%'))).entries.map((e) => e.id)).toEqual(['pct'])
    const seen: string[] = []
    let before: string | undefined
    do {
      const result = await history.list(page('harbour', 3, before))
      expect(result.entries.length).toBeLessThanOrEqual(3)
      seen.push(...result.entries.map((e) => e.id))
      before = result.next ?? undefined
    } while (before)
    expect(seen).toHaveLength(8)
    expect(new Set(seen).size).toBe(8)
  })

  it("never reads, finds or deletes another account's entry", async () => {
    const a = promptHistory(database.db, 'acct-a')
    const b = promptHistory(database.db, 'acct-b')
    await a.record('mine', sent('secret prompt of A', 20))
    expect((await b.list(page('secret'))).entries).toEqual([])
    expect(await b.read('mine')).toBeNull()
    expect(await b.remove('mine')).toBe(false)
    expect(await a.read('mine')).toMatchObject({ prompt: 'secret prompt of A' })
    expect(await a.remove('mine')).toBe(true)
    expect(await a.read('mine')).toBeNull()
  })
})

const preset = (name: string, extra = {}) => ({
  name,
  form: 'video' as const,
  model: 'veo3',
  prompt: 'slow dolly over {subject}',
  options: { aspect_ratio: '9:16' },
  shared: false,
  ...extra,
})

describe('the preset store', () => {
  it('keeps names unique per author, in words, and lets two authors use the same name', async () => {
    const a = presetStore(database.db, 'author-a', null)
    const b = presetStore(database.db, 'author-b', null)
    await a.create(preset('Vertical teaser'))
    await expect(a.create(preset('Vertical teaser'))).rejects.toMatchObject({
      status: 409,
      code: 'name_taken',
      message: expect.stringContaining('Vertical teaser'),
    })
    await expect(b.create(preset('Vertical teaser'))).resolves.toMatchObject({ mine: true })
    const second = await a.create(preset('Wide'))
    await expect(a.change(second.id, { name: 'Vertical teaser' })).rejects.toMatchObject({
      code: 'name_taken',
    })
  })

  it('shows team presets to every member, read-only to all but the author', async () => {
    const author = presetStore(database.db, 'member-1', 'team-x')
    const teammate = presetStore(database.db, 'member-2', 'team-x')
    const outsider = presetStore(database.db, 'outsider', 'team-y')
    const noTeamYet = presetStore(database.db, 'loner', null)
    const shared = await author.create(preset('Team look', { shared: true }))
    const personal = await author.create(preset('Just mine'))

    expect((await teammate.list()).map((p) => [p.name, p.mine, p.shared])).toEqual([
      ['Team look', false, true],
    ])
    expect(await outsider.list()).toEqual([])
    expect(await outsider.read(shared.id)).toBeNull()
    expect(await teammate.read(personal.id)).toBeNull()
    expect(await noTeamYet.read(shared.id)).toBeNull()

    await expect(teammate.change(shared.id, { name: 'Hijacked' })).rejects.toMatchObject({
      status: 403,
      code: 'not_author',
    })
    await expect(teammate.remove(shared.id)).rejects.toMatchObject({ code: 'not_author' })
    // Anyone outside the team gets the answer of a preset that does not exist.
    expect(await outsider.change(shared.id, { name: 'x' })).toBeNull()
    expect(await outsider.remove(shared.id)).toBe(false)
    expect(await outsider.change('never-was', { name: 'x' })).toBeNull()

    const renamed = await author.change(shared.id, { name: 'Team look v2' })
    expect(renamed).toMatchObject({ name: 'Team look v2', mine: true, shared: true })
    await author.change(shared.id, { shared: false })
    expect(await teammate.list()).toEqual([])
  })

  it('refuses to share without a team, in words', async () => {
    const loner = presetStore(database.db, 'loner-2', null)
    await expect(loner.create(preset('Shared', { shared: true }))).rejects.toMatchObject({
      status: 400,
      code: 'no_team',
      message: expect.stringMatching(/no team/),
    })
  })
})
