import type { Metadata } from 'next'
import { Suspense } from 'react'
import { PageHeader } from '@/components/ui/page-header'
import { AudioScreen } from '@/features/audio/audio-screen'
import { RunFromAudio } from '@/features/runs/run-from-audio'
import { ServedReads } from '@/components/shell/served-reads'
import { MODELS_READ } from '@/lib/queries/models'
import { firstReads } from '@/lib/server/first-reads'

export const metadata: Metadata = { title: 'Audio' }

export default async function AudioPage() {
  // The catalog, read with the page: the studio's forms mount with it as their code arrives,
  // instead of rendering again, all at once, when the browser's own read of it lands.
  const served = await firstReads([MODELS_READ])
  return (
    <>
      <PageHeader
        title="Audio"
        description="Songs from a prompt or your own lyrics, speech in a chosen voice, and stems from any song."
      />
      <ServedReads served={served}>
        <Suspense>
          <AudioScreen />
        </Suspense>
        <RunFromAudio />
      </ServedReads>
    </>
  )
}
