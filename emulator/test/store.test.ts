import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { newJob } from '../jobs/new-job'
import { seedAccounts } from '../store/seed-accounts'
import { Store } from '../store/store'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'emulator-store-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

const seeded = () => seedAccounts(new Date('2026-01-01T00:00:00Z'))
const saved = (state: unknown) => writeFile(join(dir, 'state.json'), JSON.stringify(state))

function imageJob() {
  return newJob({
    id: 'job-1',
    kind: 'media',
    userId: 'usr_demo_creator',
    model: 'nano-banana',
    prompt: 'a cat',
    generationType: 'text-to-image',
    estimatedSeconds: 5,
    creditsDeducted: 4,
    params: { mediaType: 'image', width: 64, height: 64 },
    firstStatus: 'pending',
    now: new Date('2026-01-01T00:00:00Z'),
  })
}

describe('Store.open parses the saved state', () => {
  it('reads a valid state, its jobs typed by kind', async () => {
    const state = seeded()
    state.jobs['job-1'] = imageJob()
    await saved(state)
    const { store, fresh } = await Store.open(dir, seeded)
    expect(fresh).toBe(false)
    const job = store.state.jobs['job-1']
    expect(job?.kind === 'media' && job.params.width).toBe(64)
  })

  it('gives states saved before the asset library an empty one', async () => {
    const { assets: _assets, ...older } = seeded()
    await saved(older)
    const { store, fresh } = await Store.open(dir, seeded)
    expect(fresh).toBe(false)
    expect(store.state.assets).toEqual({})
  })

  it('keeps a state of the wrong shape aside and starts afresh', async () => {
    const state = seeded()
    // A media job whose params lack the picture size: not a valid record.
    await saved({ ...state, jobs: { bad: { ...imageJob(), params: { mediaType: 'image' } } } })
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { store, fresh } = await Store.open(dir, seeded)
    expect(fresh).toBe(true)
    expect(store.state.jobs).toEqual({})
    expect(error.mock.calls[0]?.[0]).toMatch(/jobs\.bad\.params\.width/)
    error.mockRestore()
    expect((await readdir(dir)).some((name) => name.startsWith('state.json.corrupt-'))).toBe(true)
  })

  it('replaces a state of another version without keeping it', async () => {
    await saved({ ...seeded(), version: 0 })
    const { fresh } = await Store.open(dir, seeded)
    expect(fresh).toBe(true)
    expect((await readdir(dir)).filter((name) => name.includes('corrupt'))).toEqual([])
  })
})

describe('Store.flush saves the whole state atomically', () => {
  const onDisk = async () => JSON.parse(await readFile(join(dir, 'state.json'), 'utf8'))

  it('lands saves asked for at once in order, the last one winning, with no temp file left', async () => {
    const { store } = await Store.open(dir, seeded)
    const saves = ['a', 'b', 'c'].map((name) => {
      store.state.jobs = { [name]: { ...imageJob(), id: name } }
      return store.flush()
    })
    await Promise.all(saves)
    expect(Object.keys((await onDisk()).jobs)).toEqual(['c'])
    expect(await readdir(dir)).toEqual(['state.json'])
  })

  it('keeps saving after a save failed', async () => {
    const { store } = await Store.open(dir, seeded)
    await rm(join(dir, 'state.json'))
    await mkdir(join(dir, 'state.json')) // a directory where the file goes: the rename fails
    await expect(store.flush()).rejects.toThrow()
    await rm(join(dir, 'state.json'), { recursive: true })
    store.state.jobs = { later: { ...imageJob(), id: 'later' } }
    await store.flush()
    expect(Object.keys((await onDisk()).jobs)).toEqual(['later'])
  })
})
