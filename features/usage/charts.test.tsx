// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { BurnDown, StackedBars } from './charts'

const series = [
  { key: 'images', label: 'Images' },
  { key: 'video', label: 'Video' },
]

describe('usage charts', () => {
  it('stacks each row by series, as a share of a round axis, with every day titled', () => {
    const { container } = render(
      <StackedBars
        data={[
          { label: 'Nov 1', images: 2000, video: 1000 },
          { label: 'Nov 2', images: 0, video: 0 },
        ]}
        series={series}
      />,
    )
    const columns = container.querySelectorAll('[title]')
    expect([...columns].map((c) => c.getAttribute('title'))).toEqual([
      'Nov 1: 3,000 (Images 2,000, Video 1,000)',
      'Nov 2: nothing spent',
    ])
    // 3,000 on an axis that ends at 4,000.
    const heights = [...columns[0]!.children].map((s) => (s as HTMLElement).style.height)
    expect(heights).toEqual(['50%', '25%'])
    expect(container.textContent).toContain('4,000')
  })

  it("keeps the drawn chart's rows while its figures arrive: its plot's room, labels and legend", () => {
    const drawn = render(<StackedBars data={[{ label: 'Nov 1', images: 1 }]} series={series} />)
    const rows = (element: Element) => [...element.children].map((row) => row.className)
    const drawnRows = rows(drawn.container.firstElementChild!)
    drawn.unmount()
    const { container } = render(<StackedBars data={[]} series={series} pending />)
    expect(container.querySelector('[data-chart]')).toBeNull()
    const waitingRows = rows(container.firstElementChild!)
    // As tall as the drawn chart: the plot's height, the label row's, the same legend.
    expect(waitingRows).toHaveLength(drawnRows.length)
    expect(waitingRows[0]).toContain('h-44')
    expect(drawnRows[0]).toContain('h-44')
    expect(waitingRows[1]).toContain('h-5')
    expect(drawnRows[1]).toContain('h-5')
    expect(container.textContent).toBe('ImagesVideo')
  })

  it('draws each line in runs, broken where a day has no value', () => {
    const { container } = render(
      <BurnDown
        limit={3000}
        data={[
          { label: 'Nov 1', remaining: 3000, projected: null },
          { label: 'Nov 2', remaining: 1500, projected: 1500 },
          { label: 'Nov 3', remaining: null, projected: 0 },
        ]}
      />,
    )
    const points = [...container.querySelectorAll('polyline')].map((p) => p.getAttribute('points'))
    expect(points).toEqual(['0.00,0.00 50.00,50.00', '50.00,50.00 100.00,100.00'])
  })
})
