import type { z } from 'zod'
import { setPageAccount } from '@/lib/http/page-account'
import { createListeners } from '@/lib/listeners'

/**
 * Everything the studio keeps in this browser (tracked jobs, pending submissions, the story
 * draft) goes through this one module, under the connected account's scope: the hash that
 * `GET/POST /api/session` answer, never the key. Another account on the same browser reads its
 * own entries only, and signing out removes every entry. Values are parsed on read; one that does
 * not parse is dropped. Swapping what backs the cache (the studio's own database) changes this
 * file only.
 */
const PREFIX = 'media-studio:'
/** Which account this browser is connected as, so other tabs see a switch or a sign-out. */
const ACCOUNT_KEY = `${PREFIX}account`
/**
 * Written before entries were scoped, with no mark of whose they were: a browser shared by two
 * accounts may hold the other one's jobs and draft here. They leave storage on the first connect
 * (so they are offered once, to one account), and only what that account can prove is its own is
 * carried over (docs/decisions.md §D26): the tray's jobs and unanswered
 * submissions are handed over raw, to be checked against this key's own job statuses and history
 * before anything is shown; the draft cannot be checked (a title and prompts) and is dropped
 * unread, so no account's prompts are shown to another.
 */
const UNSCOPED_KEYS = ['tracked-jobs', 'pending-submissions', 'story-draft'].map((n) => PREFIX + n)

/** What an older studio kept, taken out of storage, for the account that connected then only. */
export interface LegacyState {
  scope: string
  trackedJobs: unknown
  pendingSubmissions: unknown
}
let legacy: LegacyState | null = null

let scope: string | null = null
/**
 * The account that left this browser in this page's life (signed out here or in another tab, or
 * replaced by another account there): a part of the page still rendering for it (the frame
 * re-renders while it leaves) must not name it again, or it would mark the browser as that
 * account's once more and what that part then saves would land in the cache sign-out just emptied.
 * Connecting it again, here (`connect`) or in another tab, forgets it.
 */
let signedOut: string | null = null
const listeners = createListeners()

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null // storage disabled
  }
}
const keyOf = (name: string) => (scope ? `${PREFIX}${scope}:${name}` : null)

function parseRaw(raw: string | null | undefined): unknown {
  try {
    return raw == null ? null : (JSON.parse(raw) as unknown)
  } catch {
    return null
  }
}

function readRaw(name: string): unknown {
  const key = keyOf(name)
  const raw = key ? storage()?.getItem(key) : null
  if (raw == null) return undefined
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return null
  }
}

/** Every entry kept under one account's scope. */
function removeEntriesOf(account: string) {
  const store = storage()
  if (!store) return
  try {
    const prefix = `${PREFIX}${account}:`
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i))
    for (const key of keys) if (key?.startsWith(prefix)) store.removeItem(key)
  } catch {
    // storage disabled: nothing was kept
  }
}

export const browserCache = {
  scope: (): string | null => scope,

  /**
   * Names the connected account (null when signed out). Called while the studio renders, so it
   * only records the scope; readers compare it with the scope of what they hold.
   */
  setScope(next: string | null) {
    // The server renders for every account at once: it keeps no scope.
    if (next === scope || typeof window === 'undefined') return
    if (next !== null && next === signedOut) return
    scope = next
    setPageAccount(next)
    const store = storage()
    if (!store || !next) return
    try {
      if (store.getItem(ACCOUNT_KEY) !== next) store.setItem(ACCOUNT_KEY, next)
      const [jobs, pending] = UNSCOPED_KEYS.map((key) => store.getItem(key))
      if (jobs != null || pending != null) {
        legacy = { scope: next, trackedJobs: parseRaw(jobs), pendingSubmissions: parseRaw(pending) }
      }
      for (const key of UNSCOPED_KEYS) store.removeItem(key)
    } catch {
      // storage full or disabled: the page still works for its life
    }
  },

  /**
   * What an older studio kept unscoped, once, and only while the account that connected when it
   * was found is still the one connected; raw (the caller verifies before keeping anything).
   */
  takeLegacy(): LegacyState | null {
    const taken = legacy
    legacy = null
    return taken && taken.scope === scope ? taken : null
  },

  /** One value of this account, or undefined when there is none or it does not parse (dropped). */
  read<T>(name: string, schema: z.ZodType<T>): T | undefined {
    const raw = readRaw(name)
    if (raw === undefined) return undefined
    const parsed = schema.safeParse(raw)
    if (parsed.success) return parsed.data
    browserCache.remove(name)
    return undefined
  },

  /** A list of this account: each entry parsed, a corrupt or old one dropped, the others kept. */
  readList<T>(name: string, item: z.ZodType<T>): T[] {
    const raw = readRaw(name)
    if (!Array.isArray(raw)) return []
    return raw.flatMap((entry) => {
      const parsed = item.safeParse(entry)
      return parsed.success ? [parsed.data] : []
    })
  },

  /** Keeps a value for this account; signed out, nothing is kept. */
  write(name: string, value: unknown) {
    const key = keyOf(name)
    if (!key) return
    try {
      storage()?.setItem(key, JSON.stringify(value))
    } catch {
      // storage full or disabled: the caller keeps its copy for this page's life
    }
  },

  remove(name: string) {
    const key = keyOf(name)
    if (!key) return
    try {
      storage()?.removeItem(key)
    } catch {
      // nothing to remove
    }
  },

  /** A sign-in on this page: the account connected now, even one signed out earlier here. */
  connect(next: string | null) {
    signedOut = null
    browserCache.setScope(next)
  },

  /**
   * Sign-out: every entry of every account this browser kept, and the account mark, go. The page
   * still names the account it was opened for (docs/decisions.md §D26): until it is left or signs
   * in here, a call it makes is refused, never made for whoever signed in since in another tab.
   */
  clear() {
    signedOut = scope ?? signedOut
    scope = null
    legacy = null
    const store = storage()
    if (store) {
      try {
        const keys = Array.from({ length: store.length }, (_, i) => store.key(i))
        for (const key of keys) if (key?.startsWith(PREFIX)) store.removeItem(key)
      } catch {
        // storage disabled: nothing was kept
      }
    }
    listeners.notify()
  },

  /**
   * Calls back when another tab changes this account's `name` entry, or when this browser's
   * account changes (a sign-out or a switch in another tab, or `clear` here).
   */
  subscribe(name: string, listener: () => void): () => void {
    const unsubscribe = listeners.subscribe(listener)
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === ACCOUNT_KEY || event.key === keyOf(name)) listener()
    }
    window.addEventListener('storage', onStorage)
    return () => {
      unsubscribe()
      window.removeEventListener('storage', onStorage)
    }
  },

  /**
   * Calls back with the account another tab connected (null: signed out) when it is not the one
   * this page shows, so the page stops showing and writing the previous account's state.
   */
  onAccountSwitch(listener: (next: string | null) => void): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== ACCOUNT_KEY) return
      const next = storage()?.getItem(ACCOUNT_KEY) ?? null
      if (next === scope) return
      // Signed out in the other tab: what this page wrote after that tab emptied the cache (before
      // this event reached it) goes too. Then nothing more is read or written for that account,
      // even by a render of this page's frame for it before the page has left.
      if (scope && next === null) removeEntriesOf(scope)
      signedOut = next !== null && next === signedOut ? null : (scope ?? signedOut)
      scope = null
      listeners.notify()
      listener(next)
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  },
}
