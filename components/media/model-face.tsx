import type { Model } from '@/lib/api/models'
import { priceLabel } from '@/lib/catalog/price-label'
import { modelStrengths } from '@/lib/catalog/model-strengths'
import { formatSeconds } from '@/lib/format'
import { ModelSwatch } from './model-swatch'

/** The price and usual time of a model, in one line. */
export function modelCostLine(model: Model): string {
  const time = model.estimated_time_seconds
  return `${priceLabel(model)}${time ? ` · about ${formatSeconds(time)}` : ''}`
}

/**
 * A model at a glance: a sample swatch, its name, what it is good at, its price and usual time.
 * Shared by the Models page and Create's picker, so a model looks the same wherever it is chosen.
 */
export function ModelFace({
  model,
  name,
  headingLevel,
  titleId,
  strengthsShown = 3,
}: {
  model: Model
  /** The family's name for a family card, else the model's own. */
  name?: string
  /** A heading on the Models page; plain text inside a picker's option. */
  headingLevel?: 3
  titleId?: string
  strengthsShown?: number
}) {
  const title = name ?? model.display_name ?? model.model_id
  const strengths = modelStrengths(model).slice(0, strengthsShown)
  const Title = headingLevel ? 'h3' : 'span'
  return (
    <span className="flex min-w-0 gap-3">
      <ModelSwatch
        seed={model.family ?? model.model_id}
        type={model.model_type}
        className="size-14 shrink-0 rounded-tile"
      />
      <span className="flex min-w-0 flex-col gap-0.5">
        <Title id={titleId} className="truncate text-body font-semibold text-ink">
          {title}
        </Title>
        {strengths.length ? (
          <span className="line-clamp-2 text-caption text-ink-muted">{strengths.join(' · ')}</span>
        ) : null}
        <span className="text-caption font-medium tabular-nums text-ink">
          {modelCostLine(model)}
        </span>
      </span>
    </span>
  )
}
