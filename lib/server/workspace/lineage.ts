import type { WorkspaceStore } from './store'

/**
 * The most lineage links served with a page: the whole list goes under one key (every detail
 * reads it), and each open or close of a detail renders the page again. A longer history is read
 * by the browser instead (docs/performance.md, "What a page loads first").
 */
export const SERVED_LINEAGE_LINKS = 200

/** The account's lineage when it is short enough to serve, else undefined (left to the browser). */
export async function servedLineage(store: Pick<WorkspaceStore, 'readLineage'>) {
  // One row past the cap tells a longer history apart without reading all of it; the rows read
  // decide, since a row that no longer parses is dropped from the links but was still there.
  const { links, rowsRead } = await store.readLineage(SERVED_LINEAGE_LINKS + 1)
  return rowsRead <= SERVED_LINEAGE_LINKS ? links : undefined
}
