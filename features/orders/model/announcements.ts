import { UNDER_AN_HOUR_MS } from './countdown'
import type { AnnouncedQuestion } from '@/lib/studio-api/announced'
import type { QueueQuestion } from './queue'

export interface AnnouncementMemory {
  /** Questions seen so far; the first sighting of the queue is not announced. */
  known: ReadonlySet<string>
  /** Questions already announced as closing within the hour. */
  warned: ReadonlySet<string>
  started: boolean
}

export const FRESH_MEMORY: AnnouncementMemory = {
  known: new Set(),
  warned: new Set(),
  started: false,
}

export interface Announcement {
  reason: 'new' | 'under_hour'
  question: QueueQuestion
}

/**
 * What to announce (a toast, a browser notification) for the queue as it is now: questions that
 * appeared since the last look, and questions that came within an hour of their window. Each is
 * announced once; the queue found on opening the studio is not announced as new.
 */
export function planAnnouncements(
  memory: AnnouncementMemory,
  queue: readonly QueueQuestion[],
  now: number,
): { announce: Announcement[]; memory: AnnouncementMemory } {
  const known = new Set(memory.known)
  const warned = new Set(memory.warned)
  const announce: Announcement[] = []
  for (const question of queue) {
    const left = Date.parse(question.windowExpiresAt) - now
    const soon = left > 0 && left < UNDER_AN_HOUR_MS
    if (!known.has(question.id)) {
      known.add(question.id)
      if (memory.started) announce.push({ reason: 'new', question })
      // A new question that is already close needs no second announcement.
      if (soon) warned.add(question.id)
      continue
    }
    if (soon && !warned.has(question.id)) {
      warned.add(question.id)
      announce.push({ reason: 'under_hour', question })
    }
  }
  return { announce, memory: { known, warned, started: true } }
}

/** The most marks one save carries (the newest); older questions have long closed. */
export const MAX_MARKS = 500

/** Adds what other devices announced already, so this one does not announce it again. Pure. */
export function rememberAnnounced(
  memory: AnnouncementMemory,
  saved: readonly AnnouncedQuestion[],
): AnnouncementMemory {
  const known = new Set(memory.known)
  const warned = new Set(memory.warned)
  for (const { questionId, mark } of saved) {
    known.add(questionId)
    if (mark === 'warned') warned.add(questionId)
  }
  return { ...memory, known, warned }
}

/** The memory as marks to save (each question once, its strongest mark), newest last. Pure. */
export function marksOf(memory: AnnouncementMemory): AnnouncedQuestion[] {
  const marks = [...memory.known].map((questionId) => ({
    questionId,
    mark: memory.warned.has(questionId) ? ('warned' as const) : ('known' as const),
  }))
  return marks.slice(-MAX_MARKS)
}
