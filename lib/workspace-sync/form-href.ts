import type { PromptForm } from '@/lib/studio-api/prompt-history'

/** Where each form lives, in the words the page shows and the link that opens it. */
export const FORM_WORDS: Record<PromptForm, string> = {
  image: 'Image',
  video: 'Video',
  music: 'Music',
  speech: 'Speech',
  story: 'Story',
  extend: 'Extend',
}

/** The forms that load a past prompt or a preset named in their link. */
const FORM_PAGES: Partial<Record<PromptForm, string>> = {
  image: '/create?',
  video: '/create?',
  music: '/audio?tab=music&',
  speech: '/audio?tab=speech&',
  story: '/story?',
  extend: '/tools?tool=extend&',
}

/** Whether two forms are one page's form (Create shows image and video models alike). */
export const samePage = (a: PromptForm, b: PromptForm) =>
  a === b || (FORM_PAGES[a] !== undefined && FORM_PAGES[a] === FORM_PAGES[b])

/**
 * The link that opens `form` with a past prompt (`history`) or a preset (`preset`) filled in;
 * null for a form that cannot be opened that way (its words can still be put in another field).
 */
export function formHref(form: PromptForm, what: 'history' | 'preset', id: string): string | null {
  const page = FORM_PAGES[form]
  return page ? `${page}${what}=${encodeURIComponent(id)}` : null
}

/**
 * The page's own query without the past prompt or preset its link named: a form that adds what
 * the link brings (the storyboard appends scenes) must not add it again on a reload or restart.
 */
export function withoutLinked(params: URLSearchParams): string {
  const query = new URLSearchParams(params)
  query.delete('history')
  query.delete('preset')
  return query.size ? `?${query}` : ''
}
