import 'server-only'
import type { z } from 'zod'

// How the workspace's rows go in and come out, for every store module of it.

/** Rows that no longer parse (an older shape, a hand edit) are dropped, the rest kept. */
export function parsed<T>(schema: z.ZodType<T>, rows: readonly unknown[]): T[] {
  return rows.flatMap((row) => {
    const result = schema.safeParse(row)
    return result.success ? [result.data] : []
  })
}

/**
 * Text PostgreSQL can hold: a NUL and a lone surrogate (an emoji split by a cut at a fixed
 * length) are refused in jsonb and text alike, which would fail the whole save; each becomes
 * U+FFFD instead, so the row is kept.
 */
export const storable = (text: string) => text.toWellFormed().replaceAll('\0', '\ufffd')
export const storableJson = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' ? storable(v) : v))
