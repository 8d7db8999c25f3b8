import { HydrationBoundary } from '@tanstack/react-query'
import type { Metadata } from 'next'
import { PageHeader } from '@/components/ui/page-header'
import { GalleryBrowser } from '@/components/gallery/gallery-browser'
import { filtersFromSearch, listQueryOf } from '@/lib/gallery/filters'
import { generationsRead } from '@/lib/queries/generations'
import { MODELS_READ } from '@/lib/queries/models'
import { firstReads } from '@/lib/server/first-reads'

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
  // The history as the URL filters it, and the catalog that names its models, read with the page:
  // the premium orders' posters and the list are in the page's HTML, and the grid lays out the
  // moment its code is in.
  const filters = filtersFromSearch(searchOf(await searchParams))
  const state = await firstReads([generationsRead(listQueryOf(filters)), MODELS_READ])
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
