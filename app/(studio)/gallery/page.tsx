import { HydrationBoundary } from '@tanstack/react-query'
import type { Metadata } from 'next'
import { PageHeader } from '@/components/ui/page-header'
import { GalleryBrowser } from '@/components/gallery/gallery-browser'
import { filtersFromSearch, listQueryOf } from '@/lib/gallery/filters'
import { generationsRead } from '@/lib/queries/generations'
import { BOARDS_READ, STARS_READ } from '@/lib/queries/boards'
import { LINEAGE_READ } from '@/lib/queries/lineage'
import { MODELS_READ } from '@/lib/queries/models'
import { firstReads, type StoreFirstRead } from '@/lib/server/first-reads'
import { boardsAnswer, starsAnswer } from '@/lib/server/workspace/boards'
import { servedLineage } from '@/lib/server/workspace/lineage'

export const metadata: Metadata = { title: 'Gallery' }

type SearchParams = Record<string, string | string[] | undefined>

/** The page's query as URLSearchParams (a repeated parameter keeps its first value). */
function searchOf(params: SearchParams): URLSearchParams {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(params)) {
    const first = Array.isArray(value) ? value[0] : value
    if (first !== undefined) search.set(name, first)
  }
  return search
}

export default async function GalleryPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>
}) {
  // The history as the URL filters it, the catalog that names its models, the stars and boards,
  // and for a detail the URL opens its lineage, read with the page: the premium orders' posters,
  // the list and the detail are in the page's HTML whole, the grid lays out the moment its code is
  // in, and no answer arriving after the scripts redraws the page (docs/architecture.md, "What a
  // page loads first").
  const search = searchOf(await searchParams)
  const filters = filtersFromSearch(search)
  const workspace: StoreFirstRead[] = [
    { ...STARS_READ, load: ({ boards }) => starsAnswer(boards) },
    { ...BOARDS_READ, load: ({ boards }) => boardsAnswer(boards) },
  ]
  if (search.get('view')) {
    workspace.push({ ...LINEAGE_READ, load: ({ store }) => servedLineage(store) })
  }
  const state = await firstReads([generationsRead(listQueryOf(filters)), MODELS_READ, ...workspace])
  return (
    <>
      <PageHeader
        title="Gallery"
        description="Everything you have generated: open one for its details, remix it or compare two."
      />
      <HydrationBoundary state={state}>
        <GalleryBrowser />
      </HydrationBoundary>
    </>
  )
}
