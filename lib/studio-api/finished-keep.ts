// No zod here: the tray (lib/jobs/tracked-jobs.ts) and the workspace (lib/server/workspace/caps.ts)
// both read this, and neither should carry the other's code to share one number.

/**
 * How long a finished job stays in the tray, until dismissed: a day from when it ended. The
 * browser hides it after that, and the workspace deletes it (docs/architecture.md, "What the
 * workspace keeps"); one bound, so a device never shows a job the workspace has deleted, nor
 * sends one back the workspace would delete again.
 */
export const FINISHED_KEEP_MS = 24 * 60 * 60 * 1000
