/**
 * Followers of the mixer's master clock: every stem element follows the master media element.
 * Small drift is absorbed by a slight playback-rate nudge (inaudible), larger drift by a seek.
 */
export type FollowerCorrection =
  | { kind: 'none'; rate: 1 }
  | { kind: 'nudge'; rate: number }
  | { kind: 'seek'; time: number; rate: 1 }

/** Drift below this is left alone (one audio frame at 60 fps is ~17 ms). */
const DRIFT_TOLERANCE_S = 0.02
/** Drift above this is corrected by a seek instead of a rate nudge. */
const DRIFT_SEEK_S = 0.1
const NUDGE = 0.05

export function followerCorrection(
  masterTime: number,
  followerTime: number,
  playing: boolean,
): FollowerCorrection {
  const drift = followerTime - masterTime
  const size = Math.abs(drift)
  // Paused: position exactly, nothing to hear.
  if (!playing) return size > 0.001 ? { kind: 'seek', time: masterTime, rate: 1 } : NONE
  if (size <= DRIFT_TOLERANCE_S) return NONE
  if (size > DRIFT_SEEK_S) return { kind: 'seek', time: masterTime, rate: 1 }
  // Behind: a little faster; ahead: a little slower.
  return { kind: 'nudge', rate: drift < 0 ? 1 + NUDGE : 1 - NUDGE }
}

const NONE: FollowerCorrection = { kind: 'none', rate: 1 }
