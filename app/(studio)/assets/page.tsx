import type { Metadata } from 'next'
import { PageHeader } from '@/components/ui/page-header'
import { AssetsScreen } from '@/features/assets/assets-screen'

export const metadata: Metadata = { title: 'Assets' }

export default function AssetsPage() {
  return (
    <>
      <PageHeader
        title="Assets"
        description="Your personal and team media library: add files or URLs, then use them as sources in Create."
      />
      <AssetsScreen />
    </>
  )
}
