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
