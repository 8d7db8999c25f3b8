import type { Metadata } from 'next'
import { PageHeader } from '@/components/ui/page-header'
import { UsageView } from '@/components/usage/usage-view'

export const metadata: Metadata = { title: 'Usage' }

export default function UsagePage() {
  return (
    <>
      <PageHeader
        title="Usage"
        description="Where your credits went, how your team limit is holding up, and how premium questions were answered."
      />
      <UsageView />
    </>
  )
}
