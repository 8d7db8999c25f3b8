'use client'

import dynamic from 'next/dynamic'

const Placeholder = ({ height }: { height: string }) => (
  <div
    className={`${height} w-full animate-pulse rounded-md bg-surface-muted`}
    aria-hidden="true"
  />
)

/** The chart library arrives only when a chart is on screen, never in a route's first load. */
export const StackedBars = dynamic(() => import('./charts').then((m) => m.StackedBars), {
  ssr: false,
  loading: () => <Placeholder height="h-28" />,
})

export const BurnDown = dynamic(() => import('./charts').then((m) => m.BurnDown), {
  ssr: false,
  loading: () => <Placeholder height="h-56" />,
})
