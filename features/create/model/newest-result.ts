import type { GenerationStatus } from '@/lib/api/generations'
import { isFinalPhase } from '@/lib/jobs/job-phase'
import { generationView, type OutputView } from '@/lib/jobs/generation-view'
import { feedRuns } from './feed-runs'

/** One output of the newest run as the feed shows it: an image, or a video and its poster. */
export interface NewestOutput {
  id: string
  kind: 'image' | 'video'
  url: string
  poster: string | null
  width: number | null
  height: number | null
}

/** The newest run of the feed as its first screen paints it: its words and its media. */
export interface NewestResult {
  title: string
  outputs: NewestOutput[]
}

function newestOutputOf(output: OutputView): NewestOutput | null {
  if (!output.url || (output.kind !== 'image' && output.kind !== 'video')) return null
  const { id, kind, url, width, height } = output
  return { id, kind, url, poster: kind === 'video' ? output.thumbnailUrl : null, width, height }
}

/**
 * The newest run of Create's feed when it ended with an image or a video for every output, for the page to
 * be served with (../newest-result.tsx): the feed's own code loads once the page is live, and
 * until then the newest result is already on screen (docs/performance.md, "The newest result,
 * served with the page"). Runs this browser follows and the history does not list yet are the
 * browser's to know, so the live feed may put another run first.
 */
export function newestResult(
  history: readonly GenerationStatus[],
  createModels: ReadonlySet<string>,
): NewestResult | null {
  const [newest] = feedRuns(history, [], createModels)
  if (!newest?.listed) return null
  const view = generationView(newest.listed)
  if (!isFinalPhase(view.phase) || view.outputs.length === 0) return null
  const outputs = view.outputs.map(newestOutputOf)
  if (!outputs.every((o): o is NewestOutput => o !== null)) return null
  return { title: view.prompt || 'Untitled run', outputs }
}
