import type { Metadata } from 'next'
import { Suspense } from 'react'
import { PageHeader } from '@/components/ui/page-header'
import { ToolsRouteLazy } from '@/components/tools/tools-route-lazy'

export const metadata: Metadata = { title: 'Tools' }

export default function ToolsPage() {
  return (
    <>
      <PageHeader
        title="Tools"
        description="Extend, finalize drafts, remove backgrounds, add captions and dub — on any output."
      />
      <Suspense fallback={<p className="text-sm text-ink-muted">Loading…</p>}>
        <ToolsRouteLazy />
      </Suspense>
    </>
  )
}
