/**
 * The stems mixer's state, pure: per-track volume and mute, one solo at a time, and a loop region.
 * Solo remembers the mutes set before it, so un-solo puts them back exactly.
 */
export interface TrackState {
  id: string
  volume: number
  muted: boolean
}

export interface LoopRegion {
  start: number
  end: number
}

export interface MixerState {
  tracks: TrackState[]
  /** The soloed track and the mutes as they were before solo. */
  solo: { id: string; mutesBefore: Record<string, boolean> } | null
  loop: LoopRegion | null
  looping: boolean
}

export type MixerAction =
  | { type: 'volume'; id: string; volume: number }
  | { type: 'mute'; id: string; muted: boolean }
  | { type: 'solo'; id: string }
  | { type: 'unsolo' }
  | { type: 'loop'; region: LoopRegion | null }
  | { type: 'looping'; on: boolean }

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

export function initialMixer(
  tracks: readonly { id: string; muted?: boolean; volume?: number }[],
): MixerState {
  return {
    tracks: tracks.map((t) => ({ id: t.id, volume: t.volume ?? 1, muted: t.muted ?? false })),
    solo: null,
    loop: null,
    looping: false,
  }
}

const mutesOf = (tracks: readonly TrackState[]) =>
  Object.fromEntries(tracks.map((t) => [t.id, t.muted]))

export function mixerReducer(state: MixerState, action: MixerAction): MixerState {
  switch (action.type) {
    case 'volume':
      return {
        ...state,
        tracks: state.tracks.map((t) =>
          t.id === action.id ? { ...t, volume: clamp(action.volume, 0, 1) } : t,
        ),
      }
    case 'mute':
      return {
        ...state,
        tracks: state.tracks.map((t) => (t.id === action.id ? { ...t, muted: action.muted } : t)),
        // A mute set during solo is one the person wants back after it.
        solo: state.solo && {
          ...state.solo,
          mutesBefore: { ...state.solo.mutesBefore, [action.id]: action.muted },
        },
      }
    case 'solo': {
      if (!state.tracks.some((t) => t.id === action.id)) return state
      // Soloing another track keeps the mutes from before the first solo.
      const mutesBefore = state.solo?.mutesBefore ?? mutesOf(state.tracks)
      return { ...state, solo: { id: action.id, mutesBefore } }
    }
    case 'unsolo': {
      if (!state.solo) return state
      const before = state.solo.mutesBefore
      return {
        ...state,
        solo: null,
        tracks: state.tracks.map((t) => ({ ...t, muted: before[t.id] ?? t.muted })),
      }
    }
    case 'loop': {
      const region = action.region && normalizeRegion(action.region)
      return { ...state, loop: region, looping: region ? state.looping : false }
    }
    case 'looping':
      return { ...state, looping: action.on && state.loop !== null }
  }
}

function normalizeRegion(region: LoopRegion): LoopRegion | null {
  const start = Math.max(0, Math.min(region.start, region.end))
  const end = Math.max(region.start, region.end)
  return end - start >= 0.1 ? { start, end } : null
}

/** What each track's media element plays: solo silences every other track. */
export function trackOutput(state: MixerState, id: string): { muted: boolean; volume: number } {
  const track = state.tracks.find((t) => t.id === id)
  if (!track) return { muted: true, volume: 0 }
  const muted = state.solo ? state.solo.id !== id : track.muted
  return { muted, volume: track.volume }
}

/** Where the transport goes at `time`: back to the loop's start once it passes the end. */
export function loopJump(state: Pick<MixerState, 'loop' | 'looping'>, time: number): number | null {
  if (!state.looping || !state.loop) return null
  return time >= state.loop.end ? state.loop.start : null
}
