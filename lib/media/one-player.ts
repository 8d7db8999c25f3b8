/**
 * One thing plays at a time across the studio: when a player starts making sound, every other
 * player that is making sound stops. Players that belong together (the stems of one mixer, which
 * play on one clock) share a group and never stop each other; a muted player (a silent hover
 * preview) neither stops others nor is stopped.
 */
export interface Playable {
  readonly paused: boolean
  readonly muted: boolean
  /** Players with the same group play together; null: a player of its own. */
  readonly group: string | null
}

/** The players to pause because `started` began playing. */
export function playersToPause<P extends Playable>(started: P, players: Iterable<P>): P[] {
  if (started.muted) return []
  const paused: P[] = []
  for (const player of players) {
    if (player === started || player.paused || player.muted) continue
    if (started.group !== null && player.group === started.group) continue
    paused.push(player)
  }
  return paused
}
