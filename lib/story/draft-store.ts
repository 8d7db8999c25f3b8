import { z } from 'zod'
import { browserCache } from '@/lib/browser-cache'
import { STORY_DRAFT_ID, type DraftAnswer } from '@/lib/studio-api/drafts'
import { studioPaths } from '@/lib/studio-api/routes'
import { queueWrite } from '@/lib/workspace-sync/outbox'
import { StoryDraft } from './story-values'

/**
 * The story draft, in this account's browser cache (kept as typed, even offline) and in the
 * studio's workspace (read on any device): one story draft per account.
 */
const NAME = 'story-draft'
const SAVED_AT = 'story-draft-saved-at'
const DRAFT_ID = STORY_DRAFT_ID
/** Typing saves the cache at once; the workspace gets the draft once typing pauses. */
const SEND_AFTER_MS = 1500
let sendTimer: ReturnType<typeof setTimeout> | null = null

/** The editor's draft as last typed by this account; null when there is none or it is corrupt. */
export function loadStoryDraft(): StoryDraft | null {
  return browserCache.read(NAME, StoryDraft) ?? null
}

/** Keeps the draft; a value that is not a draft (mid-edit NaN, say) is skipped, not stored. */
export function saveStoryDraft(value: unknown): void {
  const draft = StoryDraft.safeParse(value)
  if (!draft.success) return
  const savedAt = new Date().toISOString()
  browserCache.write(NAME, draft.data)
  browserCache.write(SAVED_AT, savedAt)
  if (sendTimer) clearTimeout(sendTimer)
  sendTimer = setTimeout(() => {
    sendTimer = null
    queueWrite({
      method: 'PUT',
      path: studioPaths.draft(DRAFT_ID),
      body: { draft: draft.data, savedAt },
    })
  }, SEND_AFTER_MS)
}

export function clearStoryDraft(): void {
  if (sendTimer) clearTimeout(sendTimer)
  sendTimer = null
  browserCache.remove(NAME)
  browserCache.remove(SAVED_AT)
  queueWrite({ method: 'DELETE', path: studioPaths.draft(DRAFT_ID) })
}

/**
 * Takes the workspace's draft when it is newer than this browser's (saved on another device);
 * a draft only this browser holds is sent up once. Returns whether the cached draft changed.
 */
export function mergeWorkspaceDraft(remote: DraftAnswer): boolean {
  const local = loadStoryDraft()
  const localAt = browserCache.read(SAVED_AT, z.iso.datetime())
  if (remote.draft && remote.savedAt && (!local || !localAt || remote.savedAt > localAt)) {
    browserCache.write(NAME, remote.draft)
    browserCache.write(SAVED_AT, remote.savedAt)
    return true
  }
  if (local && !remote.draft) {
    const savedAt = localAt ?? new Date().toISOString()
    queueWrite({
      method: 'PUT',
      path: studioPaths.draft(DRAFT_ID),
      body: { draft: local, savedAt },
    })
  }
  return false
}
