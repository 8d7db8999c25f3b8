import { formatDate } from '@/lib/format'
import type { ResultKind } from '@/lib/studio-api/result-kinds'
import type { SearchToken } from '@/lib/studio-api/search-query'

// Each key of a search as a chip a person reads and removes (docs/search.md).

const KINDS: Record<ResultKind, string> = {
  image: 'Images',
  video: 'Videos',
  song: 'Songs',
  speech: 'Speech',
  stems: 'Stems',
  story: 'Stories',
  order: 'Premium orders',
  tool: 'Made with a tool',
}

/** A key's chip: "Tag: hero", "Rated 4 or more", "Made before Nov 1, 2026"; null for words. */
export function chipLabel(token: SearchToken): string | null {
  switch (token.key) {
    case 'tag':
      return `Tag: ${token.value}`
    case 'rated':
      return `Rated ${token.value}${token.orMore && token.value < 5 ? ' or more' : ''}`
    case 'starred':
      return 'Starred'
    case 'model':
      return `Model: ${token.value}`
    case 'kind':
      return KINDS[token.value]
    case 'before':
      return `Made before ${formatDate(`${token.value}T00:00:00Z`, 'utc')}`
    case 'after':
      return `Made on or after ${formatDate(`${token.value}T00:00:00Z`, 'utc')}`
    default:
      return null
  }
}

/** Keys a person can type, for the field's hint. */
export const SEARCH_KEYS_HINT =
  'Words from a prompt, title or lyrics; or tag:hero, rated:5, starred, model:veo, kind:song, before:2026-11-01.'
