/**
 * The jobs whose outcome the page on screen shows itself (a Create result, a story's run, a tool's
 * result, a gallery detail): counted by what shows them, so the studio does not announce the same
 * ending a second time in a notice over the page (components/jobs/announce-job.ts).
 */
const shown = new Map<string, number>()

/** Marks a job as shown on the page; returns what unmarks it. */
export function showJobOnScreen(id: string): () => void {
  shown.set(id, (shown.get(id) ?? 0) + 1)
  return () => {
    const left = (shown.get(id) ?? 1) - 1
    if (left > 0) shown.set(id, left)
    else shown.delete(id)
  }
}

/** Whether the page on screen shows this job's outcome itself. */
export function isJobOnScreen(id: string): boolean {
  return shown.has(id)
}
