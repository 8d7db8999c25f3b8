import 'server-only'
import { TooMany } from '../studio-error'

/**
 * What one ZIP may cost the studio (a 22 KB request could otherwise make it pull 200 files of any
 * size, for as long as the origin likes). The entry count is the request's own bound (zip-request.ts).
 */
export interface ZipLimits {
  /** The most one file may add; a longer one is left out (its size announced) or cut. */
  entryBytes: number
  /** The most all files together may add; the files past it are left out. */
  totalBytes: number
  /** The longest wait for a file's answer to begin. */
  headersMs: number
  /** The longest silence inside a file while the ZIP waits for its bytes. */
  idleMs: number
}

const GiB = 1024 ** 3

export const DEFAULT_ZIP_LIMITS: Omit<ZipLimits, 'headersMs' | 'idleMs'> = {
  entryBytes: 1 * GiB,
  totalBytes: 2 * GiB,
}

/** ZIPs being made at once, per account and on this instance. */
export const ZIPS_PER_ACCOUNT = 2
export const ZIPS_PER_INSTANCE = 16

declare global {
  var mediaStudioZipSlots: Map<string, number> | undefined
}

/**
 * Takes a place for one more ZIP of `account`, or throws the 429 that says why not. The returned
 * release gives the place back (once, however often it is called).
 */
export function takeZipSlot(
  account: string,
  { perAccount = ZIPS_PER_ACCOUNT, perInstance = ZIPS_PER_INSTANCE } = {},
): () => void {
  const slots = (globalThis.mediaStudioZipSlots ??= new Map())
  const mine = slots.get(account) ?? 0
  if (mine >= perAccount) throw busyForAccount(perAccount)
  let all = 0
  for (const count of slots.values()) all += count
  if (all >= perInstance) throw busyForEveryone()
  slots.set(account, mine + 1)
  let released = false
  return () => {
    if (released) return
    released = true
    const left = (slots.get(account) ?? 1) - 1
    if (left > 0) slots.set(account, left)
    else slots.delete(account)
  }
}

const busyForAccount = (perAccount: number) =>
  new TooMany(
    'too_many_downloads',
    `Your account already has ${perAccount} ZIP downloads being made. Wait until one has ` +
      'finished, then download this one.',
    30,
  )

const busyForEveryone = () =>
  new TooMany(
    'too_many_downloads',
    'The studio is making as many ZIP downloads as it can right now. Try again in a minute.',
    60,
  )
