import { z } from 'zod'
import { browserCache } from '@/lib/browser-cache'
import { createListeners } from '@/lib/listeners'
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
const arrivals = createListeners()

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

/**
 * Empties the editor. When that happened is kept (with no draft): a draft saved on another device
 * before it must not come back at the next read of the workspace, one saved after it does.
 */
export function clearStoryDraft(): void {
  if (sendTimer) clearTimeout(sendTimer)
  sendTimer = null
  browserCache.remove(NAME)
  browserCache.write(SAVED_AT, new Date().toISOString())
  queueWrite({ method: 'DELETE', path: studioPaths.draft(DRAFT_ID) })
}

/** Calls back when a newer draft from another device was put in this browser's cache. */
export const onStoryDraftArrived = arrivals.subscribe

/**
 * Last change wins, whichever device made it: the workspace's draft replaces this browser's when
 * it was saved after this browser's last edit (or its Start over), and this browser's is sent up
 * when it is the newer one (its send was lost to a reload, say). Returns whether the cached
 * draft changed.
 */
export function mergeWorkspaceDraft(remote: DraftAnswer): boolean {
  const local = loadStoryDraft()
  const localAt = browserCache.read(SAVED_AT, z.iso.datetime())
  const remoteNewer = remote.savedAt !== null && (!localAt || remote.savedAt > localAt)
  if (remote.draft && remoteNewer) {
    browserCache.write(NAME, remote.draft)
    browserCache.write(SAVED_AT, remote.savedAt)
    arrivals.notify()
    return true
  }
  if (remoteNewer || !localAt || localAt === remote.savedAt) return false
  if (local) {
    queueWrite({
      method: 'PUT',
      path: studioPaths.draft(DRAFT_ID),
      body: { draft: local, savedAt: localAt },
    })
  } else if (remote.draft) {
    queueWrite({ method: 'DELETE', path: studioPaths.draft(DRAFT_ID) })
  }
  return false
}
