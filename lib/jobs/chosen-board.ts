/**
 * The board chosen on Create before generating: jobs started while it is set carry it, and the
 * workspace puts their output on it when they complete. Only the picker sets it, and it clears
 * it when it leaves the page, so jobs started elsewhere (audio, tools) never land on a board.
 */
let chosen: string | null = null
const listeners = new Set<() => void>()

export const chosenBoard = {
  get: (): string | null => chosen,
  set(id: string | null) {
    if (id === chosen) return
    chosen = id
    for (const listener of listeners) listener()
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
}
