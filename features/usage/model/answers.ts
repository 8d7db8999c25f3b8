import type { PremiumOrder } from '@/lib/api/premium'

export interface AnswerStats {
  answered: number
  late: number
  onTime: number
  /** Questions whose window passed with no answer yet, and those still open. */
  missed: number
  open: number
  /** Hours from the order to each answer, for answers with both times. */
  hoursToAnswer: number[]
  medianHours: number | null
  /** Open questions and the hours left in each window (negative once passed). */
  openWindows: { question: string; hoursLeft: number }[]
}

const HOUR_MS = 3_600_000

/**
 * Premium questions across orders: answered (on time or late), missed and still open, and how
 * long answers took. The order record names when it was made and when each answer came, not
 * when each question was asked, so time-to-answer runs from the order.
 */
export function answerStats(orders: readonly PremiumOrder[], now: number): AnswerStats {
  const hoursToAnswer: number[] = []
  let answered = 0
  let late = 0
  let missed = 0
  const openWindows: AnswerStats['openWindows'] = []
  const seen = new Set<string>()
  for (const order of orders) {
    if (seen.has(order.id)) continue
    seen.add(order.id)
    const made = order.created_at ? Date.parse(order.created_at) : NaN
    for (const a of order.answered_questions ?? []) {
      answered++
      if (a.late) late++
      const at = a.answered_at ? Date.parse(a.answered_at) : NaN
      if (Number.isFinite(made) && Number.isFinite(at) && at >= made) {
        hoursToAnswer.push((at - made) / HOUR_MS)
      }
    }
    missed += order.expired_questions?.length ?? 0
    for (const q of order.open_questions) {
      openWindows.push({
        question: q.question,
        hoursLeft: (Date.parse(q.window_expires_at) - now) / HOUR_MS,
      })
    }
  }
  const sorted = [...hoursToAnswer].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  const medianHours = !sorted.length
    ? null
    : sorted.length % 2
      ? sorted[mid]!
      : (sorted[mid - 1]! + sorted[mid]!) / 2
  return {
    answered,
    late,
    onTime: answered - late,
    missed,
    open: openWindows.length,
    hoursToAnswer,
    medianHours,
    openWindows: openWindows.sort((a, b) => a.hoursLeft - b.hoursLeft),
  }
}
