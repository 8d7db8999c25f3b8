import type { Page } from '@playwright/test'

// Layout shifts a page makes by itself (not after input), with what moved: a figure of the layout,
// not a time, so tests can assert it.
interface Shift {
  value: number
  moved: string[]
  /** Whether what moved is in the main navigation (the links every page shares). */
  inNavigation: boolean
}

declare global {
  interface Window {
    layoutShifts: Shift[]
  }
}

/** Every shift not caused by input, with what moved, from before the page's first script. */
export async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    window.layoutShifts = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources: {
          node: Node | null
          previousRect: DOMRectReadOnly
          currentRect: DOMRectReadOnly
        }[]
      })[]) {
        if (entry.hadRecentInput) continue
        const moved = entry.sources.map((s) => {
          const text =
            (s.node?.textContent ?? '').trim().slice(0, 40) ||
            (s.node instanceof Element ? s.node.outerHTML.slice(0, 60) : '')
          const r = (x: DOMRectReadOnly) =>
            `${Math.round(x.x)},${Math.round(x.y)} ${Math.round(x.width)}x${Math.round(x.height)}`
          return `${text} [${r(s.previousRect)} -> ${r(s.currentRect)}]`
        })
        const inNavigation = entry.sources.some((s) => {
          const element = s.node instanceof Element ? s.node : s.node?.parentElement
          return Boolean(element?.closest('nav[aria-label="Main"]'))
        })
        window.layoutShifts.push({ value: entry.value, moved, inNavigation })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The shifts since the page was opened: their sum, and what moved in each. */
export async function shiftsSoFar(page: Page, { navigationOnly = false } = {}) {
  const all = await page.evaluate(() => window.layoutShifts)
  const shifts = navigationOnly ? all.filter((s) => s.inNavigation) : all
  return {
    total: shifts.reduce((sum, s) => sum + s.value, 0),
    moved: shifts.map((s) => `${s.value.toFixed(3)}: ${s.moved.join(' | ')}`).join('\n'),
  }
}
