// @vitest-environment jsdom
import { act, render } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useListPlacement, type ListPlacement } from './use-list-placement'

/** A ResizeObserver the test fires by hand, as the browser does after a layout. */
const observers: { report: () => void; targets: Element[] }[] = []
class FakeResizeObserver {
  private readonly entry: { report: () => void; targets: Element[] }
  constructor(report: () => void) {
    this.entry = { report, targets: [] }
    observers.push(this.entry)
  }
  observe(target: Element) {
    this.entry.targets.push(target)
  }
  disconnect() {
    observers.splice(observers.indexOf(this.entry), 1)
  }
}

let box = { width: 0, top: 0 }
const seen: ListPlacement[] = []
function List() {
  const ref = useRef<HTMLDivElement>(null)
  seen.push(useListPlacement(ref))
  return (
    <section>
      <div ref={ref} />
    </section>
  )
}
const layOut = () => act(() => observers.forEach((o) => o.report()))

describe('the gallery grid’s placement', () => {
  const original = globalThis.ResizeObserver
  beforeEach(() => {
    globalThis.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
      () => ({ width: box.width, top: box.top - window.scrollY }) as DOMRect,
    )
    seen.length = 0
    observers.length = 0
  })
  afterEach(() => {
    globalThis.ResizeObserver = original
    vi.restoreAllMocks()
  })

  it('reads nothing while mounting, then the box the browser laid out', () => {
    box = { width: 1200.7, top: 312.4 }
    const { unmount } = render(<List />)
    expect(seen.at(-1)).toEqual({ width: 0, top: 0 })
    expect(HTMLElement.prototype.getBoundingClientRect).not.toHaveBeenCalled()
    layOut()
    expect(seen.at(-1)).toEqual({ width: 1200, top: 312 })
    unmount()
    expect(observers).toHaveLength(0)
  })

  it('watches the list, its parent and the page, and redraws only when the placement changed', () => {
    box = { width: 800, top: 200 }
    render(<List />)
    const [observer] = observers
    expect(observer?.targets.map((t) => t.tagName)).toEqual(['DIV', 'SECTION', 'BODY'])
    layOut()
    const placed = seen.at(-1)
    layOut()
    // The same placement object: the grid's rows and virtualizer see no change.
    expect(seen.at(-1)).toBe(placed)
    // Something above the list in its column grew: the parent's size changed, the list moved down.
    box = { width: 800, top: 260 }
    layOut()
    expect(seen.at(-1)).toEqual({ width: 800, top: 260 })
  })

  it('places the list from the top of the page, however far it is scrolled', () => {
    box = { width: 800, top: 900 }
    window.scrollY = 500
    try {
      render(<List />)
      layOut()
      expect(seen.at(-1)).toEqual({ width: 800, top: 900 })
    } finally {
      window.scrollY = 0
    }
  })
})
