import type { GenerationStatus } from '@/lib/api/generations'
import { generationView, type GenerationView } from '@/lib/jobs/generation-view'

const views = new WeakMap<GenerationStatus, GenerationView>()

/**
 * A record's view, worked out once per record: the history's and the search's answers are kept
 * as they were read, so a list worked out again (a new search page, a filter, a star) hands the
 * grid the same views for the same records, and its memoized tiles are not drawn again.
 */
export function viewOf(record: GenerationStatus): GenerationView {
  let view = views.get(record)
  if (!view) {
    view = generationView(record)
    views.set(record, view)
  }
  return view
}
