import { Link } from '@/components/ui/link'
import type { Model } from '@/lib/api/models'
import { ModelFace } from '@/components/media/model-face'
import { modelHome } from '@/lib/catalog/model-home'
import { ModelDetails } from './model-details'

/** One model to browse: how it looks and costs, where to use it, and its details on request. */
export function ModelCard({ model }: { model: Model }) {
  const headingId = `model-${model.model_id}`
  const home = modelHome(model)
  const name = model.display_name ?? model.model_id
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-card bg-surface-raised p-4 shadow-raised"
    >
      <header className="flex min-w-0 items-start justify-between gap-2">
        <ModelFace model={model} headingLevel={3} titleId={headingId} />
        <span className="shrink-0 rounded-full bg-surface-muted px-2 py-0.5 text-caption text-ink-muted">
          {model.model_type}
        </span>
      </header>
      <div className="mt-auto flex flex-wrap items-start justify-between gap-2">
        <ModelDetails model={model} />
        <Link
          href={home.href}
          aria-label={`${home.label}: ${name}`}
          className="ml-auto inline-flex min-h-8 items-center rounded-md bg-accent-soft px-3 text-body font-medium text-accent hover:bg-accent hover:text-on-accent"
        >
          {home.label}
        </Link>
      </div>
    </article>
  )
}
