// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { Tabs } from './tabs'

function Libraries() {
  const [value, setValue] = useState<'personal' | 'team'>('personal')
  return (
    <Tabs
      label="Libraries"
      value={value}
      onChange={setValue}
      tabs={[
        { value: 'personal', label: 'Personal (2)' },
        { value: 'team', label: 'Team (1)' },
      ]}
    >
      <p>showing {value}</p>
    </Tabs>
  )
}

afterEach(cleanup)

describe('Tabs', () => {
  it('is a labelled tab list whose selected tab controls the visible panel', () => {
    render(<Libraries />)
    expect(screen.getByRole('tablist', { name: 'Libraries' })).toBeTruthy()
    const personal = screen.getByRole('tab', { name: 'Personal (2)' })
    expect(personal.getAttribute('aria-selected')).toBe('true')
    const panel = screen.getByRole('tabpanel')
    expect(panel.textContent).toBe('showing personal')
    expect(personal.getAttribute('aria-controls')).toBe(panel.id)
    for (const tab of screen.getAllByRole('tab')) {
      expect(document.getElementById(tab.getAttribute('aria-controls') ?? '')).not.toBeNull()
    }
  })

  it('moves and selects with the arrow keys, one tab stop', async () => {
    render(<Libraries />)
    const personal = screen.getByRole('tab', { name: 'Personal (2)' })
    const team = screen.getByRole('tab', { name: 'Team (1)' })
    expect(team.tabIndex).toBe(-1)
    act(() => personal.focus())
    fireEvent.keyDown(personal, { key: 'ArrowRight' })
    await waitFor(() => expect(document.activeElement).toBe(team))
    expect(team.getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel').textContent).toBe('showing team')
  })

  it('selects on click', () => {
    render(<Libraries />)
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Team (1)' }), { button: 0 })
    expect(screen.getByRole('tabpanel').textContent).toBe('showing team')
  })
})

describe('Tabs that overflow', () => {
  it('fade the hidden end and show a chevron, so a cut-off tab reads as more to scroll to', () => {
    const observed: (() => void)[] = []
    class FakeResizeObserver {
      constructor(private readonly report: () => void) {}
      observe() {
        observed.push(this.report)
        this.report()
      }
      disconnect() {}
    }
    const widths = { scrollWidth: 500, clientWidth: 390 }
    const restore = Object.entries(widths).map(([key, value]) => {
      const had = Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)
      Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value })
      return () => (had ? Object.defineProperty(HTMLElement.prototype, key, had) : undefined)
    })
    const original = globalThis.ResizeObserver
    globalThis.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver
    try {
      render(<Libraries />)
      const list = screen.getByRole('tablist', { name: 'Libraries' })
      expect(list.dataset.overflow).toBe('end')
      expect(list.parentElement?.querySelector('[data-scroll-cue="end"]')).toBeTruthy()
    } finally {
      globalThis.ResizeObserver = original
      for (const undo of restore) undo()
    }
  })
})
