/**
 * The gallery's multi-selection as a pure value: which tiles are chosen and the anchor a
 * Shift-click extends from, the way file managers do it.
 */
export interface Selection {
  ids: ReadonlySet<string>
  /** The tile last clicked without Shift: where a range starts. */
  anchor: string | null
}

export const EMPTY_SELECTION: Selection = { ids: new Set(), anchor: null }

/**
 * A click on a tile's selection control. Without Shift it toggles that tile and makes it the
 * anchor. With Shift it selects every tile from the anchor to this one, in the order shown (both
 * ends included), keeping what was already chosen; with no anchor still shown it acts like a
 * plain click.
 */
export function clickSelect(
  selection: Selection,
  order: readonly string[],
  id: string,
  shift: boolean,
): Selection {
  const anchorAt = selection.anchor === null ? -1 : order.indexOf(selection.anchor)
  const at = order.indexOf(id)
  if (shift && anchorAt >= 0 && at >= 0) {
    const [from, to] = anchorAt <= at ? [anchorAt, at] : [at, anchorAt]
    const ids = new Set(selection.ids)
    for (const each of order.slice(from, to + 1)) ids.add(each)
    return { ids, anchor: selection.anchor }
  }
  const ids = new Set(selection.ids)
  if (ids.has(id)) ids.delete(id)
  else ids.add(id)
  return { ids, anchor: id }
}

/** Ctrl/Cmd+A: every tile shown (not those a filter hides). */
export function selectAll(order: readonly string[]): Selection {
  return { ids: new Set(order), anchor: order[0] ?? null }
}

/**
 * What is still chosen once the tiles shown change (a filter, a deletion): a bulk action only
 * ever acts on tiles the person can see. The same object when nothing changed.
 */
export function keepShown(selection: Selection, order: readonly string[]): Selection {
  const shown = new Set(order)
  if ([...selection.ids].every((id) => shown.has(id))) return selection
  const ids = new Set([...selection.ids].filter((id) => shown.has(id)))
  const anchor = selection.anchor !== null && shown.has(selection.anchor) ? selection.anchor : null
  return { ids, anchor }
}

/** The chosen ids in the order shown. */
export function selectedInOrder(selection: Selection, order: readonly string[]): string[] {
  return order.filter((id) => selection.ids.has(id))
}
