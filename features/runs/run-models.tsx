'use client'

import type { Model } from '@/lib/api/models'
import { modelName } from '@/lib/catalog/catalog-words'
import { priceLabel } from '@/lib/catalog/price-label'
import { RUN_LIMITS } from '@/lib/studio-api/runs'

const MEDIA_GROUPS = [
  { type: 'image', title: 'Images' },
  { type: 'video', title: 'Videos' },
] as const

interface RunModelsProps {
  catalog: readonly Model[]
  chosen: readonly string[]
  onChange(chosen: string[]): void
  /** The catalog's model types offered, each under its title (images and videos by default). */
  groups?: readonly { type: string; title: string }[]
}

/** The models a run compares: each row goes to every one chosen (up to eight). */
export function RunModels({ catalog, chosen, onChange, groups = MEDIA_GROUPS }: RunModelsProps) {
  const full = chosen.length >= RUN_LIMITS.columns
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((c) => c !== id))
  return (
    <section aria-labelledby="run-models-title" className="space-y-3">
      <div>
        <h2 id="run-models-title" className="text-lg font-semibold text-ink">
          Models to compare
        </h2>
        <p className="text-sm text-ink-muted">
          Every prompt goes to each model you choose, side by side
          {full ? ` (${RUN_LIMITS.columns} at most)` : ''}.
        </p>
      </div>
      {/* Dozens of models: a box of its own, so the rest of the builder stays in reach on a phone. */}
      <div className="max-h-96 space-y-3 overflow-y-auto rounded-card border border-line p-3">
        {groups.map(({ type, title }) => {
          const models = catalog.filter((m) => m.model_type === type)
          if (models.length === 0) return null
          return (
            <fieldset key={type} className="space-y-2">
              <legend className="text-sm font-medium text-ink">{title}</legend>
              <ul className="grid gap-1.5 sm:grid-cols-2 lg:grid-cols-3">
                {models.map((model) => {
                  const on = chosen.includes(model.model_id)
                  const id = `run-model-${model.model_id}`
                  return (
                    <li key={model.model_id}>
                      <label
                        htmlFor={id}
                        className="flex cursor-pointer items-center gap-2 rounded-md border border-line bg-surface px-3 py-2 text-sm has-[:checked]:border-accent has-[:checked]:bg-accent/10"
                      >
                        <input
                          id={id}
                          type="checkbox"
                          checked={on}
                          disabled={!on && full}
                          onChange={(event) => toggle(model.model_id, event.target.checked)}
                          className="accent-accent"
                        />
                        <span className="min-w-0 flex-1 truncate text-ink">{modelName(model)}</span>
                        <span className="shrink-0 text-xs text-ink-muted">{priceLabel(model)}</span>
                      </label>
                    </li>
                  )
                })}
              </ul>
            </fieldset>
          )
        })}
      </div>
    </section>
  )
}
