import 'server-only'
import { randomUUID } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import { Board, OutputRef } from '@/lib/studio-api/boards'
import type { WorkspaceTables } from './tables'

/** The most boards an account keeps, and the most outputs one board holds. */
export const MAX_BOARDS = 200
export const MAX_BOARD_ITEMS = 5000
/** The most outputs an account keeps starred: all of them are read at once. */
export const MAX_STARS = 5000

const refsOf = (rows: readonly { output_kind: string; output_id: string }[]) =>
  rows.flatMap((r) => {
    const ref = OutputRef.safeParse({ kind: r.output_kind, id: r.output_id })
    return ref.success ? [ref.data] : []
  })

const boardOf = (row: { board_id: string; name: string; created_at: Date; count: unknown }) =>
  Board.safeParse({
    id: row.board_id,
    name: row.name,
    createdAt: row.created_at.toISOString(),
    count: Number(row.count),
  })

/**
 * Stars and boards for one account. Like the rest of the workspace, every statement names
 * `account_id` (from the session), so a board id of another account, guessed or seen, behaves
 * exactly like one that does not exist. Board ids are made here, never by the browser.
 */
export function boardsStore(db: Kysely<WorkspaceTables>, account: string) {
  const listBoards = async (): Promise<Board[]> => {
    const rows = await db
      .selectFrom('boards as b')
      .leftJoin('board_items as i', (join) =>
        join.onRef('i.account_id', '=', 'b.account_id').onRef('i.board_id', '=', 'b.board_id'),
      )
      .select(['b.board_id', 'b.name', 'b.created_at', sql<string>`count(i.output_id)`.as('count')])
      .where('b.account_id', '=', account)
      .groupBy(['b.board_id', 'b.name', 'b.created_at'])
      .orderBy('b.created_at', 'asc')
      .orderBy('b.board_id', 'asc')
      .execute()
    return rows.flatMap((row) => {
      const board = boardOf(row)
      return board.success ? [board.data] : []
    })
  }
  const findBoard = async (id: string) => (await listBoards()).find((b) => b.id === id) ?? null

  return {
    listBoards,
    findBoard,

    /** A new board, or null when the account has as many as it may keep. */
    async createBoard(name: string): Promise<Board | null> {
      const held = await db
        .selectFrom('boards')
        .select(sql<string>`count(*)`.as('count'))
        .where('account_id', '=', account)
        .executeTakeFirst()
      if (Number(held?.count ?? 0) >= MAX_BOARDS) return null
      const row = await db
        .insertInto('boards')
        .values({ account_id: account, board_id: randomUUID(), name })
        .returning(['board_id', 'name', 'created_at'])
        .executeTakeFirstOrThrow()
      const board = boardOf({ ...row, count: 0 })
      return board.success ? board.data : null
    },

    async renameBoard(id: string, name: string): Promise<Board | null> {
      const result = await db
        .updateTable('boards')
        .set({ name })
        .where('account_id', '=', account)
        .where('board_id', '=', id)
        .executeTakeFirst()
      return result.numUpdatedRows > BigInt(0) ? findBoard(id) : null
    },

    /** Deletes the board and its list (never the outputs themselves). */
    async deleteBoard(id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('boards')
        .where('account_id', '=', account)
        .where('board_id', '=', id)
        .executeTakeFirst()
      return result.numDeletedRows > BigInt(0)
    },

    /** The board's outputs, most recently added first; null when the account has no such board. */
    async listItems(id: string): Promise<{ board: Board; items: OutputRef[] } | null> {
      const board = await findBoard(id)
      if (!board) return null
      const rows = await db
        .selectFrom('board_items')
        .select(['output_kind', 'output_id'])
        .where('account_id', '=', account)
        .where('board_id', '=', id)
        .orderBy('added_at', 'desc')
        .orderBy('output_id', 'asc')
        .limit(MAX_BOARD_ITEMS)
        .execute()
      return { board, items: refsOf(rows) }
    },

    /** Adds outputs (once each); false when the account has no such board or it is full. */
    async addItems(id: string, refs: readonly OutputRef[]): Promise<boolean> {
      const board = await findBoard(id)
      if (!board || board.count + refs.length > MAX_BOARD_ITEMS) return false
      if (refs.length === 0) return true
      await db
        .insertInto('board_items')
        .values(
          refs.map((ref) => ({
            account_id: account,
            board_id: id,
            output_kind: ref.kind,
            output_id: ref.id,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['account_id', 'board_id', 'output_kind', 'output_id']).doNothing(),
        )
        .execute()
      return true
    },

    async removeItems(id: string, refs: readonly OutputRef[]): Promise<boolean> {
      if (!(await findBoard(id))) return false
      for (const ref of refs) {
        await db
          .deleteFrom('board_items')
          .where('account_id', '=', account)
          .where('board_id', '=', id)
          .where('output_kind', '=', ref.kind)
          .where('output_id', '=', ref.id)
          .execute()
      }
      return true
    },

    async listStars(): Promise<OutputRef[]> {
      const rows = await db
        .selectFrom('stars')
        .select(['output_kind', 'output_id'])
        .where('account_id', '=', account)
        .orderBy('created_at', 'desc')
        .limit(MAX_STARS)
        .execute()
      return refsOf(rows)
    },

    /** Stars or unstars; false, and nothing starred, when the stars would pass the most kept. */
    async setStars(refs: readonly OutputRef[], starred: boolean): Promise<boolean> {
      if (starred) {
        // Counted after the insert, in its transaction: stars already held (a retry) add nothing,
        // and a save that would pass the bound is undone whole.
        const over = new Error('over the bound')
        return db
          .transaction()
          .execute(async (trx) => {
            await trx
              .insertInto('stars')
              .values(
                refs.map((r) => ({ account_id: account, output_kind: r.kind, output_id: r.id })),
              )
              .onConflict((oc) =>
                oc.columns(['account_id', 'output_kind', 'output_id']).doNothing(),
              )
              .execute()
            const held = await trx
              .selectFrom('stars')
              .select((eb) => eb.fn.countAll<string>().as('count'))
              .where('account_id', '=', account)
              .executeTakeFirst()
            if (Number(held?.count ?? 0) > MAX_STARS) throw over
            return true
          })
          .catch((error: unknown) => {
            if (error === over) return false
            throw error
          })
      }
      for (const ref of refs) {
        await db
          .deleteFrom('stars')
          .where('account_id', '=', account)
          .where('output_kind', '=', ref.kind)
          .where('output_id', '=', ref.id)
          .execute()
      }
      return true
    },
  }
}

export type BoardsStore = ReturnType<typeof boardsStore>

/** The boards list as its route answers it (and as a page reads it with its first render). */
export const boardsAnswer = async (boards: BoardsStore) => ({ boards: await boards.listBoards() })

/** The starred outputs as their route answers them. */
export const starsAnswer = async (boards: BoardsStore) => ({ stars: await boards.listStars() })
