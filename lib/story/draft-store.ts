import { StoryDraft } from './story-values'

const STORAGE_KEY = 'media-studio:story-draft'

/** The editor's draft as last typed; null when there is none or it does not parse (dropped). */
export function loadStoryDraft(): StoryDraft | null {
  let raw: string | null
  try {
    raw = localStorage.getItem(STORAGE_KEY)
  } catch {
    return null
  }
  if (raw === null) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    parsed = null
  }
  const draft = StoryDraft.safeParse(parsed)
  if (draft.success) return draft.data
  clearStoryDraft()
  return null
}

/** Keeps the draft; a value that is not a draft (mid-edit NaN, say) is skipped, not stored. */
export function saveStoryDraft(value: unknown): void {
  const draft = StoryDraft.safeParse(value)
  if (!draft.success) return
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(draft.data))
  } catch {
    // storage full or disabled: the editor still works for this page's life
  }
}

export function clearStoryDraft(): void {
  try {
    localStorage.removeItem(STORAGE_KEY)
  } catch {
    // nothing to clear
  }
}
