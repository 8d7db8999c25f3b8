'use client'

import dynamic from 'next/dynamic'
import type { ComponentProps } from 'react'
import type * as Charts from './charts'

const Placeholder = () => (
  <div className="h-full w-full animate-pulse rounded-md bg-surface-muted" aria-hidden="true" />
)

// The chart library arrives only when a chart is on screen, never in a route's first load.
const LazyStackedBars = dynamic(() => import('./charts').then((m) => m.StackedBars), {
  ssr: false,
  loading: Placeholder,
})
const LazyBurnDown = dynamic(() => import('./charts').then((m) => m.BurnDown), {
  ssr: false,
  loading: Placeholder,
})

/**
 * Each chart's box is drawn here, at its final height, before the chart's code is in: the
 * placeholder and the chart fill the same box, so nothing below moves when the chart arrives.
 */
export function StackedBars(props: ComponentProps<typeof Charts.StackedBars>) {
  return (
    <div className={`${props.horizontal ? 'h-28' : 'h-64'} w-full`}>
      <LazyStackedBars {...props} />
    </div>
  )
}

export function BurnDown(props: ComponentProps<typeof Charts.BurnDown>) {
  return (
    <div className="h-56 w-full">
      <LazyBurnDown {...props} />
    </div>
  )
}
