import type { Metadata } from 'next'
import { Suspense } from 'react'
import { ServedReads } from '@/components/shell/served-reads'
import { PageHeader } from '@/components/ui/page-header'
import { ToolsScreen } from '@/features/tools/tools-screen'
import { generationsRead } from '@/lib/queries/generations'
import { MODELS_READ } from '@/lib/queries/models'
import { firstReads } from '@/lib/server/first-reads'

export const metadata: Metadata = { title: 'Tools' }

export default async function ToolsPage() {
  // What the tool rules read (the catalog and the history), read with the page: the tools mount
  // with them as their code arrives, instead of rendering again, at once, when the browser's own
  // reads land (docs/performance.md, "Where a phone's time goes").
  const served = await firstReads([MODELS_READ, generationsRead({})])
  return (
    <>
      <PageHeader
        title="Tools"
        description="Extend, finalize drafts, remove backgrounds, add captions and dub — on any output."
      />
      <ServedReads served={served}>
        <Suspense fallback={<p className="text-sm text-ink-muted">Loading…</p>}>
          <ToolsScreen />
        </Suspense>
      </ServedReads>
    </>
  )
}
