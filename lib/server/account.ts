import 'server-only'
import { createHash } from 'node:crypto'

/**
 * Whose data a request touches, decided on the server from the sealed session only: a one-way
 * hash of the key (the service names no user id on the balance). The key itself is never stored,
 * logged or sent; the browser sees a different hash (`browserScope`), which names its cache.
 */
export function accountIdOf(apiKey: string): string {
  return createHash('sha256').update(`media-studio/account\0${apiKey}`).digest('hex')
}

/** The name of this account's cache in the browser: stable per key, not the account id. */
export function browserScopeOf(apiKey: string): string {
  return createHash('sha256')
    .update(`media-studio/browser-scope\0${apiKey}`)
    .digest('hex')
    .slice(0, 24)
}
