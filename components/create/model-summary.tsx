import type { Model } from '@/lib/api/models'
import { priceLabel } from '@/lib/catalog/price-label'
import { formatSeconds } from '@/lib/format'
import { readableNotes } from '@/lib/catalog/usage-notes'

/** The chosen model in brief: id, price, typical time and the catalog's usage notes. */
export function ModelSummary({ model }: { model: Model }) {
  return (
    <div className="space-y-1 rounded-md bg-surface-muted p-3 text-sm">
      <p>
        <code className="text-xs">{model.model_id}</code>
      </p>
      <p>
        {priceLabel(model)}
        {model.estimated_time_seconds
          ? ` · about ${formatSeconds(model.estimated_time_seconds)}`
          : ''}
      </p>
      {readableNotes(model.usage_notes) ? (
        <p className="text-xs text-ink-muted">{readableNotes(model.usage_notes)}</p>
      ) : null}
    </div>
  )
}
