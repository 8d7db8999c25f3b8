import type { Metadata } from 'next'
import { Suspense } from 'react'
import { PageHeader } from '@/components/ui/page-header'
import { AudioStudioLoader } from '@/components/audio/audio-studio-loader'

export const metadata: Metadata = { title: 'Audio' }

export default function AudioPage() {
  return (
    <>
      <PageHeader
        title="Audio"
        description="Songs from a prompt or your own lyrics, speech in a chosen voice, and stems from any song."
      />
      <Suspense>
        <AudioStudioLoader />
      </Suspense>
    </>
  )
}
