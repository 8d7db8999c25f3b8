/**
 * Ids of the jobs this browser started and still tracks, kept in localStorage so the job tray
 * survives a reload. Only ids and labels are stored, never a key.
 */
export interface TrackedJob {
  id: string
  /** Which status route tracks it. */
  kind: 'media' | 'music' | 'separation' | 'story'
  model: string
  label: string
  startedAt: string
  estimatedSeconds?: number
  /** Set once when the job ends, so a reload or another tab does not announce it again. */
  outcome?: JobOutcome
  finishedAt?: string
  /** The job's error_message, or why tracking stopped. */
  message?: string
  /** How long the service took, from its own timestamps (the browser's clock may differ). */
  durationSeconds?: number
}

export interface JobEnd {
  message?: string
  durationSeconds?: number
}

export type JobOutcome = 'completed' | 'failed' | 'cancelled' | 'publish_failed' | 'lost'

/** Finished entries stay in the tray until dismissed, but not beyond a day. */
const FINISHED_KEEP_MS = 24 * 60 * 60 * 1000

const STORAGE_KEY = 'media-studio:tracked-jobs'
const listeners = new Set<() => void>()
let snapshot: TrackedJob[] | null = null

/** The list in storage; null when storage cannot be read (disabled, corrupt). */
function load(): TrackedJob[] | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]')
    return Array.isArray(parsed) ? (parsed as TrackedJob[]) : null
  } catch {
    return null
  }
}

function read(): TrackedJob[] {
  snapshot ??= load() ?? []
  return snapshot
}

function write(jobs: TrackedJob[]) {
  snapshot = jobs
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(jobs))
  } catch {
    // storage full or disabled: tracking still works for this page's life
  }
  listeners.forEach((listener) => listener())
}

export const trackedJobs = {
  getSnapshot: (): TrackedJob[] => (typeof window === 'undefined' ? EMPTY : read()),
  getServerSnapshot: (): TrackedJob[] => EMPTY,
  subscribe(listener: () => void) {
    listeners.add(listener)
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEY) return
      snapshot = null
      listener()
    }
    window.addEventListener('storage', onStorage)
    return () => {
      listeners.delete(listener)
      window.removeEventListener('storage', onStorage)
    }
  },
  add(job: TrackedJob) {
    const fresh = (j: TrackedJob) =>
      !j.finishedAt || Date.now() - Date.parse(j.finishedAt) < FINISHED_KEEP_MS
    write([job, ...read().filter((j) => j.id !== job.id && fresh(j))])
  },
  /**
   * Records how a job ended. Returns false when it had already ended (seen by another tab or
   * before a reload), so the caller announces each outcome once.
   */
  settle(id: string, outcome: JobOutcome, end: JobEnd = {}): boolean {
    // Another tab may have settled it already: read storage again.
    snapshot = load() ?? snapshot
    const jobs = read()
    const job = jobs.find((j) => j.id === id)
    if (!job || job.outcome) return false
    const settled = { ...job, ...end, outcome, finishedAt: new Date().toISOString() }
    write(jobs.map((j) => (j.id === id ? settled : j)))
    return true
  },
  clearFinished() {
    write(read().filter((j) => !j.outcome))
  },
  remove(id: string) {
    write(read().filter((j) => j.id !== id))
  },
}

const EMPTY: TrackedJob[] = []
