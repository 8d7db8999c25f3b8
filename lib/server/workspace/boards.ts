import 'server-only'
import { randomUUID } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import { Board, OutputRef } from '@/lib/studio-api/boards'
import { OverTheBound, underAccountLock } from './account-lock'
import type { WorkspaceTables } from './tables'

/** The most boards an account keeps, and the most outputs one board holds. */
export const MAX_BOARDS = 200
export const MAX_BOARD_ITEMS = 5000
/**
 * The most outputs all of an account's boards hold together: 200 full boards would be a million
 * rows (hundreds of MB) for one account; this is a person's many boards of many outputs.
 */
export const MAX_BOARD_ITEMS_PER_ACCOUNT = 25_000
/** The most outputs an account keeps starred: all of them are read at once. */
export const MAX_STARS = 5000

const refsOf = (rows: readonly { output_kind: string; output_id: string }[]) =>
  rows.flatMap((r) => {
    const ref = OutputRef.safeParse({ kind: r.output_kind, id: r.output_id })
    return ref.success ? [ref.data] : []
  })

/** What adding outputs to a board came to: added, or why not. */
export type AddItemsOutcome = 'added' | 'no-board' | 'board-full' | 'boards-full'

const countOf = (row: { count: unknown } | undefined) => Number(row?.count ?? 0)

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

    /** A new board, or null when the account has as many as it may keep (counted under its lock). */
    async createBoard(name: string): Promise<Board | null> {
      const row = await underAccountLock(db, account, async (trx) => {
        const held = await trx
          .selectFrom('boards')
          .select(sql<string>`count(*)`.as('count'))
          .where('account_id', '=', account)
          .executeTakeFirst()
        if (countOf(held) >= MAX_BOARDS) return null
        return trx
          .insertInto('boards')
          .values({ account_id: account, board_id: randomUUID(), name })
          .returning(['board_id', 'name', 'created_at'])
          .executeTakeFirstOrThrow()
      })
      const board = row && boardOf({ ...row, count: 0 })
      return board?.success ? board.data : null
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

    /**
     * Adds outputs (once each), under the account's lock: counted after the insert (outputs already
     * there add nothing), and undone whole when the board, or all the boards, would pass their bound.
     */
    async addItems(id: string, refs: readonly OutputRef[]): Promise<AddItemsOutcome> {
      try {
        return await underAccountLock(db, account, async (trx) => {
          const board = await trx
            .selectFrom('boards')
            .select('board_id')
            .where('account_id', '=', account)
            .where('board_id', '=', id)
            .executeTakeFirst()
          if (!board) return 'no-board'
          if (refs.length === 0) return 'added'
          await trx
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
          const held = await trx
            .selectFrom('board_items')
            .select([
              sql<string>`count(*) filter (where board_id = ${id})`.as('board'),
              sql<string>`count(*)`.as('all'),
            ])
            .where('account_id', '=', account)
            .executeTakeFirst()
          if (Number(held?.board ?? 0) > MAX_BOARD_ITEMS) throw new OverTheBound('board-full')
          if (Number(held?.all ?? 0) > MAX_BOARD_ITEMS_PER_ACCOUNT) {
            throw new OverTheBound('boards-full')
          }
          return 'added'
        })
      } catch (error) {
        if (error instanceof OverTheBound) return error.refusal as AddItemsOutcome
        throw error
      }
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
        // Counted after the insert, under the account's lock: stars already held (a retry) add
        // nothing, and a save that would pass the bound is undone whole.
        try {
          return await underAccountLock(db, account, async (trx) => {
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
            if (countOf(held) > MAX_STARS) throw new OverTheBound(false)
            return true
          })
        } catch (error) {
          if (error instanceof OverTheBound) return false
          throw error
        }
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
