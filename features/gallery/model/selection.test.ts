import { describe, expect, it } from 'vitest'
import {
  EMPTY_SELECTION,
  clickSelect,
  keepShown,
  selectAll,
  selectedInOrder,
  type Selection,
} from './selection'

const ORDER = ['a', 'b', 'c', 'd', 'e', 'f']
const ids = (s: Selection) => selectedInOrder(s, ORDER)

describe('the gallery selection', () => {
  it('toggles a tile on a plain click and anchors there', () => {
    const one = clickSelect(EMPTY_SELECTION, ORDER, 'c', false)
    expect(ids(one)).toEqual(['c'])
    expect(one.anchor).toBe('c')
    const none = clickSelect(one, ORDER, 'c', false)
    expect(ids(none)).toEqual([])
  })

  it('selects the range from the anchor on a Shift-click, in either direction', () => {
    const anchored = clickSelect(EMPTY_SELECTION, ORDER, 'b', false)
    expect(ids(clickSelect(anchored, ORDER, 'e', true))).toEqual(['b', 'c', 'd', 'e'])
    const fromE = clickSelect(EMPTY_SELECTION, ORDER, 'e', false)
    expect(ids(clickSelect(fromE, ORDER, 'b', true))).toEqual(['b', 'c', 'd', 'e'])
  })

  it('keeps earlier choices and the anchor across Shift-clicks', () => {
    let s = clickSelect(EMPTY_SELECTION, ORDER, 'a', false)
    s = clickSelect(s, ORDER, 'd', false) // a, d; anchor d
    s = clickSelect(s, ORDER, 'f', true) // d..f
    expect(ids(s)).toEqual(['a', 'd', 'e', 'f'])
    expect(s.anchor).toBe('d')
    s = clickSelect(s, ORDER, 'c', true) // c..d added
    expect(ids(s)).toEqual(['a', 'c', 'd', 'e', 'f'])
  })

  it('treats a Shift-click with no anchor shown as a plain click', () => {
    expect(ids(clickSelect(EMPTY_SELECTION, ORDER, 'c', true))).toEqual(['c'])
    const hiddenAnchor = { ids: new Set(['zz']), anchor: 'zz' }
    const s = clickSelect(hiddenAnchor, ORDER, 'b', true)
    expect(ids(s)).toEqual(['b'])
    expect(s.anchor).toBe('b')
  })

  it('selects every tile shown', () => {
    expect(ids(selectAll(ORDER))).toEqual(ORDER)
    expect(selectAll([])).toEqual({ ids: new Set(), anchor: null })
  })

  it('drops what a filter hides, and changes nothing when all are still shown', () => {
    const s = selectAll(ORDER)
    expect(keepShown(s, ORDER)).toBe(s)
    const narrowed = keepShown(s, ['b', 'd'])
    expect([...narrowed.ids]).toEqual(['b', 'd'])
    expect(narrowed.anchor).toBeNull()
  })
})
