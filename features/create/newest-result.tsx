import { cn } from '@/lib/cn'
import type { NewestResult as Newest } from './model/newest-result'
import { focalWidth, ratioOf } from './model/focal-size'

/**
 * The feed's newest result as the page is served with it: its pictures in the very room the live
 * feed's first run gives them (./run-card.tsx), so the page's largest paint is in its HTML and the
 * live feed takes its place without moving it. Markup only: no code of its own reaches the
 * browser (docs/performance.md, "The newest result, served with the page").
 */
export function NewestResult({ result }: { result: Newest }) {
  const { title, outputs } = result
  const several = outputs.length > 1
  const labelOf = (index: number) =>
    several ? `${title} (${index + 1} of ${outputs.length})` : title
  return (
    <div className="flex min-w-0 flex-col gap-3 lg:flex-row lg:items-start lg:gap-5">
      <div
        className={cn('min-w-0 shrink-0', several && 'grid grid-cols-2 gap-2')}
        style={{ width: focalWidth(ratioOf(outputs[0]) * (several ? 2 : 1)) }}
      >
        {outputs.map((output, index) => (
          <div key={output.id} style={{ aspectRatio: String(ratioOf(output)) }}>
            <div className="relative size-full overflow-hidden rounded-card bg-surface-muted">
              {output.kind === 'video' ? (
                <video
                  src={output.url}
                  poster={output.poster ?? undefined}
                  muted
                  playsInline
                  preload="metadata"
                  aria-label={labelOf(index)}
                  className="size-full object-contain"
                />
              ) : (
                // eslint-disable-next-line @next/next/no-img-element -- a CDN file, sized from its record
                <img
                  src={output.url}
                  alt={labelOf(index)}
                  width={output.width ?? undefined}
                  height={output.height ?? undefined}
                  fetchPriority="high"
                  className="size-full object-contain"
                />
              )}
            </div>
          </div>
        ))}
      </div>
    </div>
  )
}
