import 'server-only'
import { BOARDS_READ, STARS_READ } from '@/lib/queries/boards'
import type { StoreFirstRead } from '@/lib/server/first-reads'
import { boardsAnswer, starsAnswer } from '@/lib/server/workspace/boards'

/**
 * The account's boards and stars as a page's first render reads them from the studio's store
 * (lib/server/first-reads.ts): under the browser's keys for the same reads, so a page that shows
 * them (the gallery, the boards, Create's "Save results to") has them in its HTML and its first
 * render does not wait for them.
 */
export const BOARDS_FIRST_READ: StoreFirstRead = {
  ...BOARDS_READ,
  load: ({ boards }) => boardsAnswer(boards),
}
export const STARS_FIRST_READ: StoreFirstRead = {
  ...STARS_READ,
  load: ({ boards }) => starsAnswer(boards),
}
