import type { OutputView } from '@/lib/jobs/generation-view'

// The size of a run's media in Create's feed, shared by the live feed and the newest result the
// page is served with (../newest-result.tsx), so both take the same room.

/** An output's shape from its record (width / height), square when the record has none. */
export function ratioOf(output: Pick<OutputView, 'width' | 'height'> | undefined): number {
  const ratio = output?.width && output.height ? output.width / output.height : 1
  return Math.min(Math.max(ratio, 0.3), 3.5)
}

/**
 * The width a run's media takes in the feed: the run's width less the room its words take beside
 * it on a wide screen (`--words-room`), and no wider than the screen's room for the focal result
 * (`--focal-room`, both set by the feed) allows in the output's shape (`ratio`, the shape of all
 * its outputs side by side), so the newest result is whole on the first screen.
 */
export function focalWidth(ratio: number): string {
  return `min(calc(100% - var(--words-room)), calc(var(--focal-room) * ${ratio.toFixed(4)}))`
}
