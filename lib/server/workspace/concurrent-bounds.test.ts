import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { workspaceBackends } from '@/lib/test/databases'
import { PRESETS_PER_OWNER_MAX } from '@/lib/studio-api/presets'
import {
  boardsStore,
  MAX_BOARD_ITEMS,
  MAX_BOARD_ITEMS_PER_ACCOUNT,
  MAX_BOARDS,
  MAX_STARS,
} from './boards'
import { pooledWorkspace } from './pooled-test-workspace'
import { presetStore } from './presets'

// Every bound an account is held to, under writers running at once on a pool of ten
// connections (read committed, PostgreSQL's default): each must hold exactly.
const refs = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ kind: 'media' as const, id: `${prefix}-${i}` }))

describe.each(workspaceBackends())('bounds under concurrent writers on $name', (backend) => {
  if (backend.skip) return it.skip(`needs a real PostgreSQL: ${backend.skip}`)
  const workspace = pooledWorkspace(backend)
  const count = async (query: ReturnType<typeof sql<{ n: number }>>) =>
    (await query.execute(workspace().db)).rows[0]?.n

  it("keeps a board's outputs to its bound: 100 writers of 500 outputs each", async () => {
    const boards = boardsStore(workspace().db, 'acct-board-race')
    const board = (await boards.createBoard('Race'))!
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, (_, w) => boards.addItems(board.id, refs(`w${w}`, 500))),
    )
    const held = await count(sql<{ n: number }>`select count(*)::int as n from board_items
      where account_id = 'acct-board-race' and board_id = ${board.id}`)
    expect(held).toBe(MAX_BOARD_ITEMS)
    expect(outcomes.filter((o) => o === 'added')).toHaveLength(MAX_BOARD_ITEMS / 500)
    expect(outcomes.filter((o) => o === 'board-full')).toHaveLength(100 - MAX_BOARD_ITEMS / 500)
  })

  it('makes no more boards than an account keeps: 250 at once', async () => {
    const boards = boardsStore(workspace().db, 'acct-boards-race')
    const made = await Promise.all(
      Array.from({ length: MAX_BOARDS + 50 }, (_, i) => boards.createBoard(`Board ${i}`)),
    )
    expect(made.filter(Boolean)).toHaveLength(MAX_BOARDS)
    expect((await boards.listBoards()).length).toBe(MAX_BOARDS)
  })

  it('makes no more presets than an author keeps: 251 at once', async () => {
    const presets = presetStore(workspace().db, 'acct-presets-race', null)
    const made = await Promise.allSettled(
      Array.from({ length: PRESETS_PER_OWNER_MAX + 51 }, (_, i) =>
        presets.create({
          name: `Preset ${i}`,
          form: 'image',
          model: 'flux-dev',
          prompt: 'a lighthouse',
          options: {},
          shared: false,
        }),
      ),
    )
    expect(made.filter((m) => m.status === 'fulfilled')).toHaveLength(PRESETS_PER_OWNER_MAX)
    const refusals = made.flatMap((m) => (m.status === 'rejected' ? [m.reason] : []))
    expect(refusals[0]).toMatchObject({ status: 409, code: 'too_many_presets' })
    expect(
      await count(sql<{ n: number }>`select count(*)::int as n from presets
      where owner_account = 'acct-presets-race'`),
    ).toBe(PRESETS_PER_OWNER_MAX)
  })

  it('stars no more than an account keeps: 12 writers of 500 at once', async () => {
    const boards = boardsStore(workspace().db, 'acct-stars-race')
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, w) => boards.setStars(refs(`s${w}`, 500), true)),
    )
    expect(answers.filter(Boolean)).toHaveLength(MAX_STARS / 500)
    expect(
      await count(sql<{ n: number }>`select count(*)::int as n from stars
      where account_id = 'acct-stars-race'`),
    ).toBe(MAX_STARS)
  })

  it("keeps all of an account's boards to their bound together", async () => {
    const boards = boardsStore(workspace().db, 'acct-many-boards')
    const full = MAX_BOARD_ITEMS_PER_ACCOUNT / MAX_BOARD_ITEMS
    const made = await Promise.all(
      Array.from({ length: full + 1 }, (_, b) => boards.createBoard(`Board ${b}`)),
    )
    const writes = made
      .slice(0, full)
      .flatMap((board, b) =>
        Array.from(
          { length: MAX_BOARD_ITEMS / 500 },
          (_, w) => () => boards.addItems(board!.id, refs(`b${b}w${w}`, 500)),
        ),
      )
    for (let i = 0; i < writes.length; i += 10) {
      await Promise.all(writes.slice(i, i + 10).map((write) => write()))
    }
    const last = made[full]!
    expect(await boards.addItems(last.id, refs('over', 1))).toBe('boards-full')
    expect(
      await count(sql<{ n: number }>`select count(*)::int as n from board_items
      where account_id = 'acct-many-boards'`),
    ).toBe(MAX_BOARD_ITEMS_PER_ACCOUNT)
    // Outputs already there add nothing, so a retry at the bound is not refused.
    expect(await boards.addItems(made[0]!.id, refs('b0w0', 500))).toBe('added')
  })
})
