import type { Metadata } from 'next'
import { PageHeader } from '@/components/ui/page-header'
import { UsageScreen } from '@/features/usage/usage-screen'
import { generationsRead } from '@/lib/queries/generations'
import { MODELS_READ } from '@/lib/queries/models'
import { firstReads } from '@/lib/server/first-reads'
import { ServedReads } from '@/components/shell/served-reads'

export const metadata: Metadata = { title: 'Usage' }

export default async function UsagePage() {
  // The newest page of the history (the figures start from it) and the catalog that names its
  // models, read with the page: the totals are in its HTML, and older pages follow in the browser.
  const served = await firstReads([generationsRead({}), MODELS_READ])
  return (
    <>
      <PageHeader
        title="Usage"
        description="Where your credits went, how your team limit is holding up, and how premium questions were answered."
      />
      <ServedReads served={served}>
        <UsageScreen />
      </ServedReads>
    </>
  )
}
