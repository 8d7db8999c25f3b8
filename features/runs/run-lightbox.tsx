'use client'

import { Lightbox, type LightboxItem } from '@/components/media/lightbox'
import { StarToggle } from '@/components/media/star-toggle'
import { Link } from '@/components/ui/link'
import type { MadeResult } from './model/run-outputs'

interface RunLightboxProps {
  results: readonly MadeResult[]
  index: number
  nameOf: (result: MadeResult) => string
  modelNameOf: (model: string | null) => string
  starredIds: ReadonlySet<string>
  onIndex: (index: number) => void
  onClose: () => void
}

/** The run's results full size (the studio's one lightbox), in the grid's order. */
export function RunLightbox(props: RunLightboxProps) {
  const { results, index, nameOf, modelNameOf, starredIds, onIndex, onClose } = props
  const items: LightboxItem[] = results.map((result, at) => ({
    key: `${result.view.id}:${result.output.id}`,
    output: result.output,
    title: result.view.prompt || nameOf(result),
    aside:
      at === index ? (
        <div className="space-y-4">
          <dl className="space-y-2 text-sm">
            <div>
              <dt className="text-caption text-ink-muted">In this run</dt>
              <dd>{nameOf(result)}</dd>
            </div>
            <div>
              <dt className="text-caption text-ink-muted">Prompt</dt>
              <dd className="whitespace-pre-wrap break-words [overflow-wrap:anywhere]">
                {result.view.prompt || 'No prompt'}
              </dd>
            </div>
            <div>
              <dt className="text-caption text-ink-muted">Model</dt>
              <dd>{modelNameOf(result.view.model)}</dd>
            </div>
          </dl>
          <div className="flex flex-wrap items-center gap-2">
            <StarToggle
              output={{ kind: 'media', id: result.view.id }}
              title={nameOf(result)}
              starred={starredIds.has(result.view.id)}
            />
            <Link
              href={`/gallery?view=${encodeURIComponent(result.view.id)}`}
              className="text-sm text-accent underline"
            >
              Open in the gallery
            </Link>
          </div>
        </div>
      ) : null,
  }))
  if (!results[index]) return null
  return <Lightbox items={items} index={index} onIndex={onIndex} onClose={onClose} />
}
