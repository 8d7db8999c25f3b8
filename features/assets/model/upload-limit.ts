import { UPLOAD_MAX_BYTES } from '@/lib/api/decisions'
import { formatBytes } from '@/lib/format'
import type { LibraryName } from '@/lib/media/asset-problem'
import type { LibraryRoom } from '@/lib/media/file-check'

/**
 * The largest file that can be added now: the service's limit a file, or less when the library
 * has less free space. With no library chosen yet (a team member), the roomier one counts.
 */
export function uploadLimitBytes(
  rooms: Record<LibraryName, LibraryRoom | null>,
  target: LibraryName | null,
): number {
  const free = (room: LibraryRoom | null) =>
    room ? Math.max(0, room.quotaBytes - room.usedBytes) : UPLOAD_MAX_BYTES
  const candidates = target
    ? [rooms[target]]
    : [rooms.personal, rooms.team].filter((room) => room !== null)
  const room = candidates.length ? Math.max(...candidates.map(free)) : UPLOAD_MAX_BYTES
  return Math.min(UPLOAD_MAX_BYTES, room)
}

/** "Up to 50 MB a file": the limit in whole units where it is whole. */
export function uploadLimitWords(bytes: number): string {
  const size = formatBytes(bytes).replace(/\.0 /, ' ')
  const limitedByRoom = bytes < UPLOAD_MAX_BYTES
  return limitedByRoom ? `Up to ${size}: the library's free space` : `Up to ${size} a file`
}
