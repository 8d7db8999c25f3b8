import { z } from 'zod'

// PostgreSQL names what went wrong by SQLSTATE, five characters whose first two are its class
// (the driver puts it in the error's `code`).

const WithSqlState = z.object({ code: z.string().regex(/^[0-9A-Z]{5}$/) })

const sqlStateOf = (error: unknown): string | null => {
  const parsed = WithSqlState.safeParse(error)
  return parsed.success ? parsed.data.code : null
}

/** Class 22, "data exception": a value the column or type cannot hold (a NUL, a date out of range). */
export const isDataException = (error: unknown) => sqlStateOf(error)?.startsWith('22') ?? false

/** 23505: a row with the same unique key is there already. */
export const isUniqueViolation = (error: unknown) => sqlStateOf(error) === '23505'

/** 57014: the statement was cancelled, here by the server's statement_timeout (database.ts). */
export const isStatementTimeout = (error: unknown) => sqlStateOf(error) === '57014'
