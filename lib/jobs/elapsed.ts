/** `m:ss` for a duration in seconds (`1:05`). */
export function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds))
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}

export interface ElapsedInfo {
  elapsedSeconds: number
  /** `0:12 of ~0:30`, or just the elapsed time without an estimate. */
  text: string
  /** Elapsed share of the estimate, 0..1; null without an estimate. */
  ratio: number | null
  overdue: boolean
}

export function elapsedInfo(startedAt: string, now: number, estimatedSeconds?: number | null) {
  const elapsedSeconds = Math.max(0, (now - Date.parse(startedAt)) / 1000)
  const info: ElapsedInfo = {
    elapsedSeconds,
    text: clockTime(elapsedSeconds),
    ratio: null,
    overdue: false,
  }
  if (!estimatedSeconds || estimatedSeconds <= 0) return info
  return {
    ...info,
    text: `${clockTime(elapsedSeconds)} of ~${clockTime(estimatedSeconds)}`,
    ratio: Math.min(1, elapsedSeconds / estimatedSeconds),
    overdue: elapsedSeconds > estimatedSeconds,
  }
}
