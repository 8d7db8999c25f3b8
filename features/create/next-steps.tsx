'use client'

import { useState } from 'react'
import { AddToBoard } from '@/components/media/add-to-board'
import { StarToggle } from '@/components/media/star-toggle'
import { toolHref } from '@/components/media/tool-links'
import { Button } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import type { Model } from '@/lib/api/models'
import type { GenerationStatus } from '@/lib/api/generations'
import type { GenerationView, OutputView } from '@/lib/jobs/generation-view'
import { downloadFile } from '@/lib/media/download'
import { TOOL_NAMES, toolVerdicts, type ToolFacts } from '@/lib/media/tools'
import { animateModels, isCreateModel } from '@/lib/forms/model-choice'
import { remixOf, withSource } from '@/lib/forms/prefill'
import { cn } from '@/lib/cn'
import { useComposer } from './composer-state'

const chip =
  'inline-flex min-h-8 items-center rounded-md border border-line bg-surface px-2.5 py-1 text-sm hover:bg-surface-muted'

interface NextStepsProps {
  record: GenerationStatus
  generation: GenerationView
  output: OutputView
  /** Image and video models of the catalog (Create's). */
  models: readonly Model[]
  facts: ToolFacts
  starred: boolean
  /** Names the output in labels where a run has several. */
  name: string
  /** Told once Animate or Vary has filled the composer (the lightbox closes). */
  onChosen?: () => void
}

/** Brings the composer into view where it is not docked (a wide screen scrolled down the feed). */
function showComposer() {
  if (window.matchMedia('(min-width: 1024px)').matches) window.scrollTo({ top: 0 })
}

/**
 * What to do next with one output, each one click away and each keeping its source: Animate (the
 * image as a video's first frame), Vary (the same settings, ready to run), Remix, Use as input,
 * the tools that apply, Download, Star and Add to board. Animate and Vary fill the composer; the
 * price is beside Generate before the paid click.
 */
export function NextSteps({
  record,
  generation,
  output,
  models,
  facts,
  starred,
  name,
  onChosen,
}: NextStepsProps) {
  const composer = useComposer()
  const [downloading, setDownloading] = useState(false)
  const original = output.originalUrl
  if (!original || generation.phase !== 'completed') return null
  const from = { generationId: generation.id, outputId: output.id }
  const animateWith = output.kind === 'image' ? animateModels(models)[0] : undefined
  const sameModel = isCreateModel(models, generation.model)
  const animate = () => {
    if (!animateWith) return
    const values = withSource(animateWith, original, { prompt: generation.prompt ?? '' })
    composer.load({ modelId: animateWith.model_id, values }, 'generate')
    onChosen?.()
    showComposer()
  }
  const vary = () => {
    const { model, values } = remixOf(record)
    composer.load({ modelId: model ?? composer.selection.modelId, values }, 'generate')
    onChosen?.()
    showComposer()
  }
  const tools = toolVerdicts(generation, output, facts).filter(
    (v) => v.applies && v.tool !== 'finalize-draft',
  )
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2" role="group" aria-label={`Next steps for ${name}`}>
        {animateWith ? (
          <Button
            size="sm"
            onClick={animate}
            title={`Into a video with ${animateWith.display_name ?? animateWith.model_id}, this image as its first frame`}
          >
            Animate
          </Button>
        ) : null}
        {sameModel ? (
          <Button size="sm" variant="secondary" onClick={vary} title="The same settings, again">
            Vary
          </Button>
        ) : null}
        <Link href={`/create?remix=${encodeURIComponent(generation.id)}`} className={chip}>
          Remix
        </Link>
        {output.kind === 'image' || output.kind === 'video' ? (
          <Link
            href={`/create?source=${encodeURIComponent(original)}&from=${encodeURIComponent(generation.id)}`}
            className={chip}
          >
            Use as input
          </Link>
        ) : null}
        {tools.map((verdict) => (
          <Link key={verdict.tool} href={toolHref(verdict.tool, from)} className={chip}>
            {TOOL_NAMES[verdict.tool]}
          </Link>
        ))}
        <Button
          size="sm"
          variant="secondary"
          className="min-h-8"
          disabled={downloading}
          onClick={() => {
            setDownloading(true)
            void downloadFile(original).finally(() => setDownloading(false))
          }}
        >
          {downloading ? 'Downloading…' : 'Download'}
        </Button>
        <StarToggle output={{ kind: 'media', id: generation.id }} title={name} starred={starred} />
      </div>
      <details className={cn('text-sm')}>
        <summary className="cursor-pointer text-ink-muted hover:text-ink">Add to board</summary>
        <div className="mt-2">
          <AddToBoard items={[{ kind: 'media', id: generation.id }]} what="this output" />
        </div>
      </details>
    </div>
  )
}
