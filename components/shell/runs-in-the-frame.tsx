'use client'

import dynamic from 'next/dynamic'
import { WhenIdle } from '@/components/ui/when-idle'

// How far the runs going are, beside Runs in the main navigation. Not needed to show a page: its
// code and its one read of the studio load once the browser is idle after the page is shown.
const Going = dynamic(() => import('@/features/runs/runs-going').then((m) => m.RunsGoing), {
  ssr: false,
})

export function RunsGoingOnceIdle() {
  return (
    <WhenIdle>
      <Going />
    </WhenIdle>
  )
}

const InDock = dynamic(() => import('@/features/runs/runs-in-dock').then((m) => m.RunsInDock), {
  ssr: false,
})

/**
 * The account's runs going, in the job dock on every page, and a word when one ends: mounted
 * once in the studio layout, loaded once the browser is idle (it reads the same list as the
 * count beside Runs: one read for both).
 */
export function RunsInDockOnceIdle() {
  return (
    <WhenIdle>
      <InDock />
    </WhenIdle>
  )
}
