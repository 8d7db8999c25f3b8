'use client'

import dynamic from 'next/dynamic'

// In the page's HTML from the start; its code loads beside the page's instead of in it, as the
// detail's does (the field is drawn before it is used).
const SearchField = dynamic(() =>
  import('@/components/media/search-field').then((m) => m.SearchField),
)

/** The gallery's search field: its words go to the URL, so a search can be linked. */
export function GallerySearchField({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  return (
    <div role="search" aria-label="Search your results" className="max-w-2xl">
      <SearchField id="gallery-search" label="Search your results" value={q} onSearch={onSearch} />
    </div>
  )
}
