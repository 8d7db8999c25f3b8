/**
 * The server's clock orders writes (docs/studio-server.md, "What the workspace keeps"). A browser
 * dates a prompt it sent and a draft it saved, and a late retry is told apart by that date; but a
 * clock set ahead (or a date made up) would date a row after every later one: a history of
 * entries "sent" in 9999 keeps each new prompt out, and such a draft wins over every later save.
 * A date more than this far ahead of the server's is taken as the server's now.
 */
export const CLIENT_CLOCK_AHEAD_MS = 5 * 60_000

/** `at` (an ISO date from the browser), or the server's now when it is too far ahead of it. */
export function serverOrdered(at: string, now = Date.now()): Date {
  const date = new Date(at)
  return Number.isNaN(date.getTime()) || date.getTime() > now + CLIENT_CLOCK_AHEAD_MS
    ? new Date(now)
    : date
}
