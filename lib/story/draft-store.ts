import { browserCache } from '@/lib/browser-cache'
import { StoryDraft } from './story-values'

const NAME = 'story-draft'

/** The editor's draft as last typed by this account; null when there is none or it is corrupt. */
export function loadStoryDraft(): StoryDraft | null {
  return browserCache.read(NAME, StoryDraft) ?? null
}

/** Keeps the draft; a value that is not a draft (mid-edit NaN, say) is skipped, not stored. */
export function saveStoryDraft(value: unknown): void {
  const draft = StoryDraft.safeParse(value)
  if (draft.success) browserCache.write(NAME, draft.data)
}

export function clearStoryDraft(): void {
  browserCache.remove(NAME)
}
