/** How a job's estimated time is spread over its phases (before scaling). */
const SHARES = { queued: 0.1, processing: 0.7, cdn: 0.2 } as const

export interface PhaseDurations {
  queuedMs: number
  processingMs: number
  cdnMs: number
}

/** Phase durations of a job: estimated_time_seconds x EMULATOR_TIME_SCALE in total. */
export function phaseDurations(estimatedSeconds: number, timeScale: number): PhaseDurations {
  const totalMs = estimatedSeconds * 1000 * timeScale
  return {
    queuedMs: Math.round(totalMs * SHARES.queued),
    processingMs: Math.round(totalMs * SHARES.processing),
    cdnMs: Math.round(totalMs * SHARES.cdn),
  }
}
