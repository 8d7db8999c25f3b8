// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { dismissToast, showToast } from './toast'
import { ToastRegion } from './toast-region'

// jsdom lays nothing out: each element says where it stands on a 768 px tall screen.
const boxes = new Map<Element, DOMRect>()
const at = (top: number, bottom: number) => new DOMRect(16, top, 358, bottom - top)

// The placement's code, loaded as a page's first toast loads it: each toast is then placed at once.
beforeAll(() => import('./toast-edge'))

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    return boxes.get(this) ?? at(0, 0)
  })
  vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => {
    run(0)
    return 1
  })
})

afterEach(() => {
  cleanup()
  boxes.clear()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

function renderWithField() {
  render(
    <>
      <textarea aria-label="Answer" />
      <ToastRegion />
    </>,
  )
  const region = screen.getByRole('region', { name: 'Notifications' })
  const field = screen.getByRole('textbox', { name: 'Answer' })
  boxes.set(region, at(662, 752))
  return { region, field }
}

/**
 * A finished job's notice, shown, once what the region does with it has run (its placement code
 * loads with the first toast); dismissed by the returned call.
 */
async function showNotice(): Promise<() => void> {
  let id = 0
  await act(async () => {
    id = showToast({ title: 'Finished', tone: 'success' })
  })
  return () => act(() => dismissToast(id))
}

/** The field, focused where it stands on screen (top and bottom), as a notice arrives. */
function typeInFieldAt(field: HTMLElement, top: number, bottom: number) {
  boxes.set(field, at(top, bottom))
  field.focus()
  return showNotice()
}

describe('ToastRegion', () => {
  it('stands at the bottom while nothing is typed in', async () => {
    const { region } = renderWithField()
    const dismiss = await showNotice()
    expect(region.dataset.edge).toBe('bottom')
    dismiss()
  })

  it('stands at the top while the field typed in is at the foot of the screen', async () => {
    const { region, field } = renderWithField()
    const dismiss = await typeInFieldAt(field, 680, 740)
    expect(region.dataset.edge).toBe('top')
    // The focus leaves the field: back to the bottom.
    act(() => field.blur())
    expect(region.dataset.edge).toBe('bottom')
    // The field comes back under it while it shows (the page scrolled, the focus returned).
    act(() => field.focus())
    expect(region.dataset.edge).toBe('top')
    dismiss()
    expect(region.dataset.edge).toBe('bottom')
  })

  it('stays at the bottom when the field typed in is clear of it', async () => {
    const { region, field } = renderWithField()
    const dismiss = await typeInFieldAt(field, 100, 160)
    expect(region.dataset.edge).toBe('bottom')
    dismiss()
  })
})
