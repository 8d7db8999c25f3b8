import type { Metadata } from 'next'
import { Suspense } from 'react'
import { PageHeader } from '@/components/ui/page-header'
import { ModelsBrowser } from '@/components/models/models-browser'

export const metadata: Metadata = { title: 'Models' }

export default function ModelsPage() {
  return (
    <>
      <PageHeader
        title="Models"
        description="Every model of the live catalog: what it is good at, what it costs and how long it takes. Pick one to start."
      />
      <Suspense>
        <ModelsBrowser />
      </Suspense>
    </>
  )
}
