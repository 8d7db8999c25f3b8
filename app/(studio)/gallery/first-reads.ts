import 'server-only'
import { filtersFromSearch, listQueryOf } from '@/lib/media/history-filters'
import { generationsRead } from '@/lib/queries/generations'
import { LINEAGE_READ } from '@/features/gallery/api/lineage'
import { MODELS_READ } from '@/lib/queries/models'
import type { FirstRead, StoreFirstRead } from '@/lib/server/first-reads'
import { BOARDS_FIRST_READ, STARS_FIRST_READ } from '../boards/first-reads'
import { servedLineage } from '@/lib/server/workspace/lineage'

/** A page's query, as Next hands it to the page. */
export type PageSearch = Record<string, string | string[] | undefined>

/** The page's query as URLSearchParams (a repeated parameter keeps its first value). */
export function searchOf(params: PageSearch): URLSearchParams {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(params)) {
    const first = Array.isArray(value) ? value[0] : value
    if (first !== undefined) search.set(name, first)
  }
  return search
}

/**
 * What the gallery's grid reads first, wherever it is shown (the gallery, a board's page): the
 * history as the URL filters it, the catalog that names its models, the stars and boards, and for a
 * detail the URL opens its lineage. Read with the page, the grid and the detail are in its HTML
 * whole and no answer arriving after the scripts redraws it (docs/performance.md, "What a page
 * loads first").
 */
export function galleryFirstReads(search: URLSearchParams): (FirstRead | StoreFirstRead)[] {
  const workspace: StoreFirstRead[] = [STARS_FIRST_READ, BOARDS_FIRST_READ]
  if (search.get('view')) {
    workspace.push({ ...LINEAGE_READ, load: ({ store }) => servedLineage(store) })
  }
  return [generationsRead(listQueryOf(filtersFromSearch(search))), MODELS_READ, ...workspace]
}
