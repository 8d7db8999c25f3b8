import { createHash } from 'node:crypto'
import type { SongPlan } from '../../jobs/renderers/music'
import type { State } from '../../store/types'

/**
 * Music jobs are numbered (the status route's `id` is an integer, docs/service-contract.md §2.4); their store key and
 * `generation_id` are that number in decimal. Numbering continues after the highest existing one,
 * so it survives restarts without a counter in the state.
 */
const FIRST_MUSIC_ID = 1001

export function nextMusicId(state: State): string {
  let highest = FIRST_MUSIC_ID - 1
  for (const job of Object.values(state.jobs)) {
    if (job.kind === 'music') highest = Math.max(highest, Number(job.id))
  }
  return String(highest + 1)
}

/** Song ids are integers too: job 1042 has songs 104201 and 104202. */
const songIdOf = (musicId: string, index: number) => Number(musicId) * 100 + index + 1

/** A stable fraction in [0, 1) for a text, so song lengths vary between jobs reproducibly. */
function unitOf(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32LE(0) / 2 ** 32
}

/** The songs of a job: lengths spread from 80 % to 120 % of the configured song length. */
export function planSongs(musicId: string, count: number, baseSeconds: number): SongPlan[] {
  return Array.from({ length: count }, (_, index) => {
    const spread = 0.8 + 0.4 * unitOf(`${musicId}:${index}`)
    return {
      id: songIdOf(musicId, index),
      seconds: Math.max(1, Math.round(baseSeconds * spread * 10) / 10),
    }
  })
}
