'use client'

import { useRouter } from 'next/navigation'
import { useCurrentPath, useQueryParams } from '@/lib/navigation'
import { useDeferredValue, useMemo } from 'react'
import { Alert } from '@/components/ui/alert'
import { EmptyState } from '@/components/ui/empty-state'
import { Input } from '@/components/ui/input'
import type { Model } from '@/lib/api/models'
import {
  catalogSections,
  filterModels,
  groupByFamily,
  modelTypesOf,
  variantCount,
} from '@/lib/catalog/browse'
import { useModels } from '@/lib/queries/models'
import { ModelCard } from './model-card'
import { TypeFilter } from './type-filter'

export function ModelsScreen() {
  const { data, error, isPending } = useModels()
  const router = useRouter()
  const pathname = useCurrentPath()
  const params = useQueryParams()
  const type = params.get('type') ?? ''
  const query = params.get('q') ?? ''
  const deferredQuery = useDeferredValue(query)

  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(params)
    if (value) next.set(name, value)
    else next.delete(name)
    router.replace(`${pathname}${next.size ? `?${next}` : ''}`, { scroll: false })
  }

  const models = useMemo(() => data?.models ?? [], [data])
  const sections = useMemo(
    () =>
      catalogSections(groupByFamily(filterModels(models, { type, query: deferredQuery }), models)),
    [models, type, deferredQuery],
  )

  if (isPending) return <p className="text-sm text-ink-muted">Loading the catalog…</p>
  if (error) return <Alert>Could not load the catalog: {error.message}</Alert>

  return (
    <div className="space-y-section">
      <div className="flex flex-wrap items-center gap-3">
        <TypeFilter
          types={modelTypesOf(models)}
          value={type}
          onChange={(value) => setParam('type', value)}
        />
        <div className="ml-auto w-full sm:w-72">
          <label htmlFor="model-search" className="sr-only">
            Search models
          </label>
          <Input
            id="model-search"
            type="search"
            placeholder="Search models"
            value={query}
            onChange={(e) => setParam('q', e.target.value)}
          />
        </div>
      </div>
      <p className="text-sm text-ink-muted" aria-live="polite">
        {sections.reduce((n, s) => n + s.models.length, 0)} of {models.length} models
      </p>
      {sections.length === 0 ? (
        <EmptyState title="No model matches">Try another type or search.</EmptyState>
      ) : null}
      {sections.map((section) =>
        section.family ? (
          <section key={section.key} aria-label={`${section.family} family`}>
            <h2 className="mb-stack text-caption font-semibold uppercase tracking-wide text-ink-muted">
              {section.family}{' '}
              <span className="font-normal normal-case">
                family · {variantCount(section.models.length)}
              </span>
            </h2>
            <ModelGrid models={section.models} />
          </section>
        ) : (
          // A run of models outside any family: not a landmark of its own, but a heading so the
          // cards' h3 headings sit under an h2.
          <div key={section.key}>
            <h2 className="sr-only">Models</h2>
            <ModelGrid models={section.models} />
          </div>
        ),
      )}
    </div>
  )
}

function ModelGrid({ models }: { models: readonly Model[] }) {
  return (
    // One shrinkable column on a phone: an implicit one grew to a card's longest word.
    <div className="grid grid-cols-1 gap-gutter md:grid-cols-2 xl:grid-cols-3">
      {models.map((model) => (
        <ModelCard key={model.model_id} model={model} />
      ))}
    </div>
  )
}
