import type { GenerationStatus, GenerationsListQuery } from '@/lib/api/generations'
import type { Collection } from '@/lib/media/collection'

/** The list query's filters the gallery sets (the rest of the query is paging). */
export type GenerationsFilters = Pick<GenerationsListQuery, 'status' | 'model' | 'generation_type'>

/** The gallery's filters as kept in the URL: `?status=…&model=…&type=…`. */
export interface GalleryFilters {
  status: string
  model: string
  type: string
}

type SearchParamsLike = Pick<URLSearchParams, 'get' | 'toString'>

export const STATUS_FILTERS = [
  { value: 'completed', label: 'Completed' },
  { value: 'processing', label: 'Processing' },
  { value: 'pending', label: 'Pending' },
  { value: 'failed', label: 'Failed' },
  { value: 'cancelled', label: 'Cancelled' },
] as const

/** Other names the real service uses for a status (docs/decisions.md §D21). */
const STATUS_ALIASES: Record<string, readonly string[]> = {
  pending: ['pending', 'queued'],
  failed: ['failed', 'error'],
  cancelled: ['cancelled', 'canceled'],
}

export function filtersFromSearch(params: SearchParamsLike): GalleryFilters {
  return {
    status: params.get('status')?.trim() ?? '',
    model: params.get('model')?.trim() ?? '',
    type: params.get('type')?.trim() ?? '',
  }
}

/** The search string with `changes` applied; other parameters (the open item) are kept. */
export function searchWith(params: SearchParamsLike, changes: Record<string, string | null>) {
  const next = new URLSearchParams(params.toString())
  for (const [name, value] of Object.entries(changes)) {
    if (value) next.set(name, value)
    else next.delete(name)
  }
  const search = next.toString()
  return search ? `?${search}` : ''
}

export function listQueryOf(filters: GalleryFilters): GenerationsFilters {
  return { status: filters.status, model: filters.model, generation_type: filters.type }
}

function statusMatches(status: string, filter: string): boolean {
  const accepted = STATUS_ALIASES[filter] ?? [filter]
  return accepted.includes(status.toLowerCase())
}

/** The service filters already; this keeps the grid right if an upstream ignores a filter. */
export function matchesFilters(record: GenerationStatus, filters: GalleryFilters): boolean {
  if (filters.status && !statusMatches(record.status, filters.status)) return false
  if (filters.model && record.model?.toLowerCase() !== filters.model.toLowerCase()) return false
  if (filters.type && record.generation_type !== filters.type) return false
  return true
}

function createdTime(record: GenerationStatus): number {
  const time = Date.parse(record.created_at ?? '')
  return Number.isNaN(time) ? -Infinity : time
}

export function newestFirst(records: readonly GenerationStatus[]): GenerationStatus[] {
  return [...records].sort((a, b) => createdTime(b) - createdTime(a))
}

function filterCount(filters: GalleryFilters): number {
  return [filters.status, filters.model, filters.type].filter(Boolean).length
}

export function hasFilters(filters: GalleryFilters): boolean {
  return filterCount(filters) > 0
}

/**
 * How many of the gallery's choices narrow its list: its filters, a board, starred only. On a
 * board's own page the board is the page itself, not a choice (`boardFixed`).
 */
export function choicesOn(
  filters: GalleryFilters,
  collection: Collection,
  boardFixed: boolean,
): number {
  const board = !boardFixed && Boolean(collection.board)
  return filterCount(filters) + Number(board) + Number(collection.starred)
}
