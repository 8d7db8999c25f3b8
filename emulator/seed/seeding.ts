import { seedAssets } from '../library/seed'
import type { Services } from '../services'
import { seedMediaHistory } from './seed-history'
import { seedMusicHistory } from './seed-music'
import { seedOrders, seedStory } from './seed-stories'
import type { State } from '../store/types'

/**
 * The demo's seeded parts. Each can run again after an interrupted start: it keeps what a
 * previous start finished and makes the rest.
 */
const PARTS = {
  history: seedMediaHistory,
  music: seedMusicHistory,
  story: seedStory,
  orders: seedOrders,
  assets: seedAssets,
} satisfies Record<string, (services: Services, signal: AbortSignal) => Promise<boolean>>

export type SeedPart = keyof typeof PARTS

/** Jobs render one after another in this order; the asset library is seeded beside them. */
const JOB_PARTS: SeedPart[] = ['history', 'music', 'story', 'orders']

/**
 * How seeding ended: `ready` (all parts exist, now or from an earlier start), `stopped` (the
 * emulator closed first; the next start goes on), `incomplete` (a part failed; the next start
 * tries again), `off` (EMULATOR_SEED_HISTORY=false).
 */
export type SeedOutcome = 'ready' | 'stopped' | 'incomplete' | 'off'

export interface SeedHooks {
  /** Called before a part starts (tests stop the emulator there to interrupt seeding). */
  beforePart?(part: SeedPart): void
}

/**
 * Removes seeded records an interrupted start left unfinished (rendering, or a story or order on
 * its way), before the engine resumes jobs; seeding makes them again.
 */
export function dropUnfinishedSeeds(state: State): void {
  for (const job of Object.values(state.jobs)) if (job.seedPending) delete state.jobs[job.id]
}

/**
 * Seeds the demo accounts unless an earlier start finished it. `seededAt` is written only when
 * every part is complete, so a start stopped during seeding is completed by the next one.
 */
export async function seedDemo(
  services: Services,
  signal: AbortSignal,
  hooks: SeedHooks = {},
): Promise<SeedOutcome> {
  const { store } = services
  if (!services.config.seedHistory) return 'off'
  if (store.state.seededAt) return 'ready'
  const run = async (part: SeedPart) => {
    hooks.beforePart?.(part)
    return !signal.aborted && (await PARTS[part](services, signal))
  }
  const jobParts = async () => {
    let complete = true
    for (const part of JOB_PARTS) {
      // A failed part does not hold the later ones back; a stop does.
      if (signal.aborted) return false
      complete = (await run(part)) && complete
    }
    return complete
  }
  const done = await Promise.all([jobParts(), run('assets')])
  if (!done.every(Boolean)) return signal.aborted ? 'stopped' : 'incomplete'
  store.state.seededAt = services.now().toISOString()
  await store.flush()
  return 'ready'
}

/** The line the emulator prints when seeding ends (nothing when seeding is off). */
export function seedOutcomeMessage(outcome: SeedOutcome): string | null {
  switch (outcome) {
    case 'ready':
      return '[emulator] seeded history is ready'
    case 'stopped':
      return '[emulator] seeding was stopped before it finished; the next start completes it'
    case 'incomplete':
      return '[emulator] seeding did not finish (see the errors above); the next start tries again'
    case 'off':
      return null
  }
}
