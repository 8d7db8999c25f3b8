'use client'

import { useRef } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { formatCount, formatSeconds } from '@/lib/format'
import type { CompareEntry } from '@/features/gallery/model/compare'
import { useModelName } from '@/lib/queries/model-names'
import { generationTitle } from './generation-title'
import { OutputMedia } from '@/components/media/output-media'

function Caption({ entry }: { entry: CompareEntry }) {
  const { generation, output } = entry
  const modelName = useModelName()
  const facts = [
    modelName(generation.model),
    output.width && output.height ? `${output.width} × ${output.height}` : null,
    generation.credits != null ? `${formatCount(generation.credits)} credits` : null,
    generation.processingMs != null ? formatSeconds(generation.processingMs / 1000) : null,
  ].filter(Boolean)
  return (
    <figcaption className="space-y-1 text-sm">
      <p className="font-medium">{generationTitle(generation)}</p>
      <p className="text-ink-muted">{facts.join(' · ')}</p>
    </figcaption>
  )
}

/** Two outputs side by side (stacked on narrow screens); videos can start together. */
export function CompareDialog({
  entries,
  onClose,
}: {
  entries: CompareEntry[]
  onClose: () => void
}) {
  const paneRef = useRef<HTMLDivElement>(null)
  const hasVideo = entries.some((e) => e.output.kind === 'video')
  const playBoth = () => {
    paneRef.current?.querySelectorAll('video').forEach((video) => {
      video.currentTime = 0
      void video.play()
    })
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} size="xl" title="Compare outputs">
      {hasVideo ? (
        <Button variant="secondary" size="sm" className="mb-3" onClick={playBoth}>
          Play both from the start
        </Button>
      ) : null}
      <div ref={paneRef} className="grid gap-4 md:grid-cols-2">
        {entries.map((entry, index) => (
          <figure
            key={entry.key}
            className="space-y-2"
            aria-label={`Output ${index + 1} of ${entries.length}`}
          >
            {/* Same-size frames, so the two outputs are judged at the same scale. */}
            <div className="flex h-[55vh] items-center justify-center rounded-md bg-surface-muted [&>*]:max-h-full">
              <OutputMedia output={entry.output} label={generationTitle(entry.generation)} />
            </div>
            <Caption entry={entry} />
          </figure>
        ))}
      </div>
    </Dialog>
  )
}
