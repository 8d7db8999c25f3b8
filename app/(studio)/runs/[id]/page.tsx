import type { Metadata } from 'next'
import { PageHeader } from '@/components/ui/page-header'
import { RunScreen } from '@/features/runs/run-screen'

export const metadata: Metadata = { title: 'Run' }

export default async function RunPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  return (
    <>
      <PageHeader
        title="Run"
        description="It goes on on the studio's server: close this tab and come back any time."
      />
      <RunScreen id={id} />
    </>
  )
}
