'use client'

import dynamic from 'next/dynamic'
import { useId, useMemo, useRef, useState } from 'react'
import { FieldError } from '@/components/ui/field-error'
import { modelCostLine } from '@/components/media/model-face'
import { ModelSwatch } from '@/components/media/model-swatch'
import { modelStrengths } from '@/lib/catalog/model-strengths'
import type { Model } from '@/lib/api/models'
import { cn } from '@/lib/cn'
import { groupByFamily, type ModelGroup } from '@/lib/catalog/browse'
import type { ModelLookup } from '@/lib/forms/model-choice'
import { VariantSelect } from './variant-select'

// The chooser's cards load when it is first opened, never with the page.
const ModelChooser = dynamic(() => import('./model-chooser').then((m) => m.ModelChooser))

interface ModelPickerProps {
  models: Model[]
  lookup: ModelLookup
  onPick: (modelId: string) => void
  error: string | null
}

/** The group (family or lone model) the current selection belongs to. */
function currentGroupId(lookup: ModelLookup): string {
  if (lookup.kind === 'model') return lookup.model.family ?? lookup.model.model_id
  return lookup.kind === 'family' ? lookup.family : ''
}

/**
 * The chosen model, compact enough for the composer's bar (its name and price; what it is good at
 * is read out with them), opening a searchable chooser of every model's card; a family resolves
 * to its concrete variants below it.
 */
export function ModelPicker({ models, lookup, onPick, error }: ModelPickerProps) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const triggerRef = useRef<HTMLButtonElement>(null)
  // The chooser leaves the tree as it closes, before Radix could return focus: do it here.
  const openChange = (next: boolean) => {
    setOpen(next)
    if (!next) requestAnimationFrame(() => triggerRef.current?.focus())
  }
  const current = currentGroupId(lookup)
  const currentModel = lookup.kind === 'model' ? lookup.model : null
  const allGroups = useMemo(() => groupByFamily(models), [models])
  const group: ModelGroup | undefined = allGroups.find((g) => g.id === current)
  const shown = currentModel ?? group?.models[0] ?? null

  const choose = (chosen: ModelGroup) => {
    if (chosen.id === current) return
    const first = chosen.models[0]
    if (first) onPick(first.model_id)
  }

  const name = shown ? (!currentModel && group?.isFamily ? group.name : undefined) : undefined
  const title = shown ? (name ?? shown.display_name ?? shown.model_id) : null
  return (
    <section aria-label="Model" className="space-y-1.5">
      <button
        ref={triggerRef}
        type="button"
        onClick={() => setOpen(true)}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(
          'flex w-full min-w-0 items-center gap-2 rounded-card bg-surface-muted p-1.5 text-left transition-colors hover:bg-accent-soft',
          error && 'ring-2 ring-danger',
        )}
      >
        {shown ? (
          <ModelSwatch
            seed={shown.family ?? shown.model_id}
            type={shown.model_type}
            className="size-10 shrink-0 rounded-tile"
          />
        ) : null}
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="truncate text-body font-semibold leading-tight text-ink">
            {title ?? 'No model chosen yet.'}
          </span>
          {shown ? (
            <>
              {/* What it is good at is read out with the name; the chooser shows it to the eye. */}
              <span className="sr-only">{modelStrengths(shown).slice(0, 2).join(' · ')} </span>
              <span className="truncate text-caption tabular-nums text-ink-muted">
                {modelCostLine(shown)}
              </span>
            </>
          ) : null}
          <span className="text-caption font-medium text-accent">
            {shown ? 'Change model' : 'Choose a model'}
          </span>
        </span>
      </button>
      {group?.isFamily ? (
        <VariantSelect group={group} selectedId={currentModel?.model_id ?? null} onPick={onPick} />
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
      {open ? (
        <ModelChooser
          open={open}
          onOpenChange={openChange}
          models={models}
          current={current}
          onChoose={choose}
        />
      ) : null}
    </section>
  )
}
