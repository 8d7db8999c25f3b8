import 'server-only'
import { sql, type Kysely, type Transaction } from 'kysely'
import type { WorkspaceTables } from './tables'

/**
 * The first key of the studio's advisory locks, so they never meet another program's on a shared
 * database (PostgreSQL's two-key form: this space, then the account's hash).
 */
const STUDIO_LOCK_SPACE = 0x57d10

/**
 * Runs `work` in a transaction that first takes the account's lock: every write that counts or
 * trims what an account keeps (a board's outputs, its presets, its history's bytes) holds it, so
 * two writes of one account never both see room for one more and both take it, whatever the
 * number of connections (read committed, PostgreSQL's default). Other accounts are not held up;
 * two accounts whose hashes meet just take turns. The lock ends with the transaction.
 */
export async function underAccountLock<T, DB extends WorkspaceTables = WorkspaceTables>(
  db: Kysely<DB>,
  account: string,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  const locked = async (trx: Transaction<DB>) => {
    await sql`select pg_advisory_xact_lock(${STUDIO_LOCK_SPACE}, hashtext(${account}))`.execute(trx)
    return work(trx)
  }
  // Already in one (a write made of several): the lock is taken again, which costs nothing.
  if (db.isTransaction) return locked(db as Transaction<DB>)
  return db.transaction().execute(locked)
}

/**
 * Thrown inside `underAccountLock` to undo the transaction's writes when a count taken after them
 * passes a bound; `refusal` is what the caller answers instead.
 */
export class OverTheBound<R> extends Error {
  constructor(readonly refusal: R) {
    super('over the bound')
  }
}
