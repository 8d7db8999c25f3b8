import type { Metadata } from 'next'
import { Suspense } from 'react'
import { CreateScreen } from '@/features/create/create-screen'
import { FeedSearch } from '@/features/create/feed-search'
import { BoardPicker } from '@/features/boards/board-picker'
import { RunFromCreate } from '@/features/runs/run-from-create'
import { generationsRead } from '@/lib/queries/generations'
import { MODELS_READ } from '@/lib/queries/models'
import { firstReads, servedAnswer } from '@/lib/server/first-reads'
import { newestResult } from '@/features/create/model/newest-result'
import { NewestResult } from '@/features/create/newest-result'
import { mediaModels } from '@/lib/forms/model-choice'
import { BOARDS_FIRST_READ, STARS_FIRST_READ } from '../boards/first-reads'
import { ServedReads } from '@/components/shell/served-reads'

export const metadata: Metadata = { title: 'Create' }

export default async function CreatePage() {
  // The catalog, read with the page: the chosen model shows before the form's code is in. The
  // boards too: "Save results to" is whole in the HTML, and the page is not rendered a second
  // time as soon as it is live to take them in. The history and the stars: the feed draws the
  // newest results as soon as its code is in, without a read of its own first.
  const served = await firstReads([
    MODELS_READ,
    BOARDS_FIRST_READ,
    generationsRead({}),
    STARS_FIRST_READ,
  ])
  // The newest result is the page's largest paint: served in its HTML, it is on screen before
  // the feed's code is in (docs/performance.md, "The newest result, served with the page").
  const catalog = servedAnswer(served, MODELS_READ)?.models ?? []
  const history = servedAnswer(served, generationsRead({}))?.generations ?? []
  const newest = newestResult(history, new Set(mediaModels(catalog).map((m) => m.model_id)))
  return (
    <ServedReads served={served}>
      {/* One line: the composer and the newest result take the first screen. */}
      {/* Its search opens in this row (over it on a phone): the feed under it never moves. */}
      <div className="relative mb-2 flex flex-wrap items-center justify-between gap-x-6 gap-y-1">
        {/* Beside the title, on its line at any width: it never takes a line of its own. */}
        <div className="flex items-center gap-3">
          <h1 className="text-title font-semibold tracking-tight text-ink">Create</h1>
          <Suspense fallback={null}>
            <FeedSearch />
          </Suspense>
        </div>
        <Suspense fallback={null}>
          <BoardPicker />
        </Suspense>
      </div>
      <Suspense fallback={<p className="text-sm text-ink-muted">Loading…</p>}>
        <CreateScreen newest={newest ? <NewestResult result={newest} /> : null} />
      </Suspense>
      <RunFromCreate />
    </ServedReads>
  )
}
