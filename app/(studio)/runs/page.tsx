import type { Metadata } from 'next'
import { PageHeader } from '@/components/ui/page-header'
import { RunsScreen } from '@/features/runs/runs-screen'

export const metadata: Metadata = { title: 'Runs' }

export default function RunsPage() {
  return (
    <>
      <PageHeader
        title="Runs"
        description="Many images or videos from one prompt: variations, alternatives, a list or a CSV, on several models side by side. The studio sends them at the pace the service allows, even with this tab closed."
      />
      <RunsScreen />
    </>
  )
}
