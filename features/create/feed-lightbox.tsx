'use client'

import { useMemo } from 'react'
import { Lightbox, type LightboxItem } from '@/components/media/lightbox'
import { SourceName } from '@/components/media/source-name'
import { SourcePreview } from '@/components/media/source-preview'
import type { GenerationStatus } from '@/lib/api/generations'
import type { Model } from '@/lib/api/models'
import { serviceKindOfUrl } from '@/lib/forms/source-rules'
import { generationView, type GenerationView } from '@/lib/jobs/generation-view'
import type { ToolFacts } from '@/lib/media/tools'
import { useModelName } from '@/lib/queries/model-names'
import { runSettings } from './model/run-settings'
import { NextSteps } from './next-steps'

export interface FeedLightboxProps {
  /** The feed's finished runs, newest first. */
  records: readonly GenerationStatus[]
  /** The output open: its run and its own id. */
  open: { runId: string; outputId: string }
  models: readonly Model[]
  facts: ToolFacts
  starredIds: ReadonlySet<string>
  onOpen: (open: { runId: string; outputId: string }) => void
  onClose: () => void
}

function Facts({ view, modelName }: { view: GenerationView; modelName: string }) {
  return (
    <dl className="space-y-2 text-sm">
      <div>
        <dt className="text-caption text-ink-muted">Prompt</dt>
        <dd className="whitespace-pre-wrap break-words [overflow-wrap:anywhere]">
          {view.prompt || 'No prompt'}
        </dd>
      </div>
      <div>
        <dt className="text-caption text-ink-muted">Model</dt>
        <dd>{modelName}</dd>
      </div>
      <div>
        <dt className="text-caption text-ink-muted">Settings</dt>
        <dd>{runSettings(view).join(' · ') || 'As the model sets them'}</dd>
      </div>
      {view.sourceMediaUrls.length ? (
        <div>
          <dt className="text-caption text-ink-muted">Made from</dt>
          <dd className="mt-1 space-y-1">
            {view.sourceMediaUrls.map((url) => {
              const kind = serviceKindOfUrl(url)
              return (
                <span key={url} className="flex min-w-0 items-center gap-2">
                  <SourcePreview
                    kind={kind}
                    label={`Source ${kind}`}
                    imageUrl={kind === 'image' ? url : null}
                  />
                  <span className="min-w-0 truncate text-caption">
                    <SourceName url={url} />
                  </span>
                </span>
              )
            })}
          </dd>
        </div>
      ) : null}
    </dl>
  )
}

/**
 * The feed's outputs full size, one after another in the feed's order: each with its prompt, model,
 * settings, what it was made from and its next steps (Animate and Vary close it, the composer
 * taking the run in).
 */
export function FeedLightbox(props: FeedLightboxProps) {
  const { records, open, models, facts, starredIds, onOpen, onClose } = props
  const modelName = useModelName()
  const entries = useMemo(
    () =>
      records.flatMap((record) => {
        const view = generationView(record)
        return view.outputs
          .filter((o) => o.url && (o.kind === 'image' || o.kind === 'video'))
          .map((output) => ({ record, view, output }))
      }),
    [records],
  )
  const index = entries.findIndex((e) => e.view.id === open.runId && e.output.id === open.outputId)
  const items: LightboxItem[] = entries.map(({ record, view, output }, at) => ({
    key: `${view.id}:${output.id}`,
    output,
    title: view.prompt || 'Untitled run',
    // Only the open one is drawn: its steps read the composer and the stars.
    aside:
      at === index ? (
        <>
          <Facts view={view} modelName={modelName(view.model)} />
          <NextSteps
            record={record}
            generation={view}
            output={output}
            models={models}
            facts={facts}
            starred={starredIds.has(view.id)}
            name={view.prompt || 'this output'}
            onChosen={onClose}
          />
        </>
      ) : null,
  }))
  if (index < 0) return null
  return (
    <Lightbox
      items={items}
      index={index}
      onIndex={(next) => {
        const entry = entries[next]
        if (entry) onOpen({ runId: entry.view.id, outputId: entry.output.id })
      }}
      onClose={onClose}
    />
  )
}
