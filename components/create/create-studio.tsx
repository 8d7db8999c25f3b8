'use client'

import { useMemo, useRef, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Card } from '@/components/ui/card'
import type { Model } from '@/lib/api/models'
import type { Selection } from '@/lib/forms/initial-selection'
import { formModelOf, lookUpModel } from '@/lib/forms/model-choice'
import { mediaDefaults, type MediaFormValues } from '@/lib/forms/media-values'
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

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] xl:grid-cols-[18rem_minmax(0,1fr)_22rem]">
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
            key={modelId}
            modelId={modelId}
            model={formModel}
            initialValues={initialValues}
            valuesRef={valuesRef}
            onPickModel={pick}
            onModelError={setModelError}
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
