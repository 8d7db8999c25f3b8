import type { Metadata } from 'next'
import { MODELS_READ } from '@/lib/queries/models'
import { firstReads } from '@/lib/server/first-reads'
import { PageHeader } from '@/components/ui/page-header'
import { ModelsScreen } from '@/features/models/models-screen'
import { ServedReads } from '@/components/shell/served-reads'

export const metadata: Metadata = { title: 'Models' }

export default async function ModelsPage() {
  // The catalog is the page: read with it, the cards are in the page's HTML.
  const served = await firstReads([MODELS_READ])
  return (
    <>
      <PageHeader
        title="Models"
        description="Every model of the live catalog: what it is good at, what it costs and how long it takes. Pick one to start."
      />
      <ServedReads served={served}>
        <ModelsScreen />
      </ServedReads>
    </>
  )
}
