import 'server-only'
import { StudioError } from '../studio-error'

/**
 * One account's share of this instance's database connections (docs/architecture.md, "The
 * server workspace"). Every workspace read or write of an account runs through its gate: at most
 * `share` of them at once (each uses one connection at a time), the rest wait in order. However
 * much one account asks (six tabs searching a long history, a script in a loop), the other
 * connections of the pool stay free for every other account.
 */
export interface AccountShare {
  /** Runs `work` when one of the account's places is free; refuses in words after `waitMs`. */
  run<T>(account: string, work: () => Promise<T>): Promise<T>
  /** How many of the account's requests run and wait now (for tests). */
  load(account: string): { running: number; waiting: number }
}

export const workspaceBusy = () =>
  new StudioError(
    503,
    'workspace_busy',
    'Your saved workspace is busy with other requests of this account (another tab or device) ' +
      'and could not take this one in time. Nothing is lost: it is tried again in a moment.',
  )

interface Gate {
  running: number
  waiting: (() => void)[]
}

export function accountShare(options: {
  share: number
  /** The longest a request waits for its turn before it is refused. */
  waitMs: number
  /** The most requests of one account that wait at once; more are refused at once. */
  queueMax: number
}): AccountShare {
  const gates = new Map<string, Gate>()
  const leave = (account: string, gate: Gate) => {
    const next = gate.waiting.shift()
    if (next) return next()
    gate.running -= 1
    if (gate.running === 0) gates.delete(account)
  }
  const enter = (account: string): Promise<Gate> => {
    let gate = gates.get(account)
    if (!gate) gates.set(account, (gate = { running: 0, waiting: [] }))
    const entered = gate
    if (entered.running < options.share) {
      entered.running += 1
      return Promise.resolve(entered)
    }
    if (entered.waiting.length >= options.queueMax) return Promise.reject(workspaceBusy())
    return new Promise((resolve, reject) => {
      // A place handed over keeps `running` as it is: the leaving request's place is this one's.
      const turn = () => {
        clearTimeout(timer)
        resolve(entered)
      }
      const timer = setTimeout(() => {
        entered.waiting.splice(entered.waiting.indexOf(turn), 1)
        reject(workspaceBusy())
      }, options.waitMs)
      entered.waiting.push(turn)
    })
  }
  return {
    async run(account, work) {
      const gate = await enter(account)
      try {
        return await work()
      } finally {
        leave(account, gate)
      }
    },
    load(account) {
      const gate = gates.get(account)
      return { running: gate?.running ?? 0, waiting: gate?.waiting.length ?? 0 }
    },
  }
}

/** An account's places: a third of the pool, so two heavy accounts still leave a third free. */
export const shareOfPool = (poolSize: number) => Math.max(1, Math.floor(poolSize / 3))

// One gate per process, even when Next loads this module once per route bundle.
const SHARED = Symbol.for('media-studio.account-share')
type Holder = { [SHARED]?: AccountShare }

/** This instance's gate, made at first use for the pool's size. */
export function sharedAccountShare(poolSize: number): AccountShare {
  const holder = globalThis as Holder
  return (holder[SHARED] ??= accountShare({
    share: shareOfPool(poolSize),
    waitMs: 10_000,
    queueMax: 200,
  }))
}
