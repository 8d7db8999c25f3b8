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
}

const STORAGE_KEY = 'media-studio:tracked-jobs'
const listeners = new Set<() => void>()
let snapshot: TrackedJob[] | null = null

function read(): TrackedJob[] {
  if (snapshot) return snapshot
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]')
    snapshot = Array.isArray(parsed) ? (parsed as TrackedJob[]) : []
  } catch {
    snapshot = []
  }
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
    write([job, ...read().filter((j) => j.id !== job.id)])
  },
  remove(id: string) {
    write(read().filter((j) => j.id !== id))
  },
}

const EMPTY: TrackedJob[] = []
