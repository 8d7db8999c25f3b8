import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEmbedded, type TestDatabase } from '@/lib/test/databases'
import { openWorkspaceDatabase, type WorkspaceDatabase } from './database'
import { boardsStore } from './boards'

// The store alone, on the embedded database: every statement is scoped to its account.
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

const ref = (id: string) => ({ kind: 'media' as const, id })

describe('the boards store', () => {
  it("keeps each account's boards and stars apart, guessed ids included", async () => {
    const a = boardsStore(database.db, 'acct-a')
    const b = boardsStore(database.db, 'acct-b')
    const board = (await a.createBoard('Shared name'))!
    await b.createBoard('Shared name')
    await a.addItems(board.id, [ref('g-1'), ref('g-2')])
    await a.setStars([ref('g-1')], true)

    expect(await b.listItems(board.id)).toBeNull()
    expect(await b.addItems(board.id, [ref('x')])).toBe('no-board')
    expect(await b.removeItems(board.id, [ref('g-1')])).toBe(false)
    expect(await b.renameBoard(board.id, 'Taken')).toBeNull()
    expect(await b.deleteBoard(board.id)).toBe(false)
    await b.setStars([ref('g-1')], false)
    expect(await b.listStars()).toEqual([])
    expect((await b.listBoards()).map((x) => x.id)).not.toContain(board.id)

    expect(await a.listItems(board.id)).toMatchObject({ board: { name: 'Shared name', count: 2 } })
    expect(await a.listStars()).toEqual([ref('g-1')])
  })

  it("deleting a board takes its list with it, never another board's", async () => {
    const a = boardsStore(database.db, 'acct-c')
    const one = (await a.createBoard('One'))!
    const two = (await a.createBoard('Two'))!
    await a.addItems(one.id, [ref('g-1')])
    await a.addItems(two.id, [ref('g-1')])
    expect(await a.deleteBoard(one.id)).toBe(true)
    expect(await a.listItems(one.id)).toBeNull()
    expect((await a.listItems(two.id))?.items).toEqual([ref('g-1')])
  })
})
