// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { isEditableField, toastEdge, type ScreenBox } from './toast-edge'

// Boxes as the browser measures them: DOMRects, whose sides are getters.
const box = (top: number, bottom: number, left = 16, right = 374): ScreenBox =>
  new DOMRect(left, top, right - left, bottom - top)

// A phone's screen (390 x 844) and a toast across it, 90 px tall, at the bottom edge.
const HEIGHT = 844
const toastAtBottom = box(738, 828)
const field = box

describe('toastEdge', () => {
  it('keeps the toasts at the bottom when nothing is being typed in', () => {
    expect(toastEdge(null, toastAtBottom, HEIGHT)).toBe('bottom')
  })

  it('moves them to the top while the field being typed in is at the foot of the screen', () => {
    expect(toastEdge(field(700, 800), toastAtBottom, HEIGHT)).toBe('top')
    // Measured where they stand now, at the top: only the toasts' size counts.
    const toastAtTop = box(16, 106)
    expect(toastEdge(field(700, 800), toastAtTop, HEIGHT)).toBe('top')
  })

  it('keeps them at the bottom when the field is clear of them there', () => {
    expect(toastEdge(field(100, 200), toastAtBottom, HEIGHT)).toBe('bottom')
    // Beside them on a wide screen: toasts 320 px wide at the right, the field at the left.
    const wide = box(738, 828, 1064, 1384)
    expect(toastEdge(field(760, 800, 16, 700), wide, 900)).toBe('bottom')
    // Touching is not covering.
    expect(toastEdge(field(600, 738), toastAtBottom, HEIGHT)).toBe('bottom')
  })

  it('keeps them at the bottom when the field is as tall as the screen: the top covers it too', () => {
    expect(toastEdge(field(0, 844), toastAtBottom, HEIGHT)).toBe('bottom')
  })
})

describe('isEditableField', () => {
  const make = (html: string) => {
    document.body.innerHTML = html
    return document.body.firstElementChild
  }

  // The fields a person types or picks in, then buttons, boxes to tick and everything else.
  it.each([
    ['<textarea></textarea>', true],
    ['<select><option>a</option></select>', true],
    ['<input type="text">', true],
    ['<input>', true],
    ['<input type="number">', true],
    ['<input type="checkbox">', false],
    ['<input type="submit">', false],
    ['<input type="range">', false],
    ['<button>Go</button>', false],
    ['<a href="/x">x</a>', false],
  ])('%s is a field to keep clear: %s', (html, editable) => {
    expect(isEditableField(make(html))).toBe(editable)
  })

  it('takes nothing for no element', () => {
    expect(isEditableField(null)).toBe(false)
  })
})
