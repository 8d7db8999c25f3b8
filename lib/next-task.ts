/**
 * Resolves in a later task of the browser's, so the work after it is not added to the task now
 * running: a phone's simulation counts every task over 50 ms as blocking, four times its length
 * here (docs/performance.md, "Where a phone's time goes"). `scheduler.yield()` where the browser
 * has it (its continuation goes before other queued tasks), else a timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
