'use client'

import { useMemo, useRef, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Card } from '@/components/ui/card'
import type { Model } from '@/lib/api/models'
import { remixOf } from '@/lib/forms/prefill'
import { createPrefillOf } from '@/features/create/model/history-prefill'
import type { FormSnapshot } from '@/lib/studio-api/prompt-history'
import type { Selection } from '@/lib/forms/initial-selection'
import { formModelOf, lookUpModel } from '@/lib/forms/model-choice'
import { mediaDefaults, type MediaFormValues } from '@/lib/forms/media-values'
import { CREATE_COLUMNS } from './create-columns'
import { CreateResults } from './create-results'
import { MediaForm } from './media-form'
import { ModelPicker } from './model-picker'

interface CreateStudioProps {
  /** Image and video models of the catalog. */
  models: Model[]
  initial: Selection
}

/**
 * Model picker, the form built for the picked model (values carry over between models) and the
 * newest results beside it.
 */
export function CreateStudio({ models, initial }: CreateStudioProps) {
  const [selection, setSelection] = useState(initial)
  const [modelError, setModelError] = useState<string | null>(null)
  const valuesRef = useRef<(() => MediaFormValues) | null>(null)
  const lookup = useMemo(() => lookUpModel(models, selection.modelId), [models, selection.modelId])
  const formModel = formModelOf(lookup)
  const initialValues = useMemo(
    () => (formModel ? mediaDefaults(formModel, selection.values) : null),
    [formModel, selection.values],
  )
  // A catalog id is sent as the catalog spells it; any other name goes as given.
  const modelId = lookup.kind === 'model' ? lookup.model.model_id : selection.modelId

  const pick = (next: string) => {
    setSelection({ modelId: next, values: valuesRef.current?.() ?? selection.values })
    setModelError(null)
  }
  // A past prompt or a preset applied here: its model and choices over what the form holds (the
  // sources picked stay; a preset without a prompt keeps the prompt typed). The form starts again.
  const [round, setRound] = useState(0)
  const apply = (snapshot: FormSnapshot) => {
    const prefill = createPrefillOf(snapshot)
    if (!prefill) return
    const { model, values } = remixOf(prefill)
    const { sources: _none, ...chosen } = values
    const current = valuesRef.current?.() ?? selection.values
    setSelection({ modelId: model ?? selection.modelId, values: { ...current, ...chosen } })
    setModelError(null)
    setRound((n) => n + 1)
  }

  return (
    <div className={CREATE_COLUMNS}>
      <Card>
        <ModelPicker models={models} lookup={lookup} onPick={pick} error={modelError} />
      </Card>
      <Card className="space-y-4">
        {lookup.kind === 'family' ? (
          <Alert tone="info">
            {lookup.family} is a model family, not a model: choose a variant. The form shows the
            options of its default variant.
          </Alert>
        ) : null}
        {lookup.kind === 'unknown' ? (
          <Alert>
            {selection.modelId
              ? `${selection.modelId} is not in the catalog.`
              : 'The catalog has no image or video model.'}{' '}
            Choose a model.
          </Alert>
        ) : null}
        {formModel && initialValues ? (
          <MediaForm
            key={`${modelId}:${round}`}
            modelId={modelId}
            model={formModel}
            initialValues={initialValues}
            valuesRef={valuesRef}
            onPickModel={pick}
            onModelError={setModelError}
            onApply={apply}
          />
        ) : null}
      </Card>
      {/* Results where they are made: beside the form, below it on narrower screens. */}
      <Card className="lg:col-start-2 xl:col-start-auto">
        <CreateResults />
      </Card>
    </div>
  )
}
