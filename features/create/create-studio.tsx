'use client'

import { useMemo, useRef, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import type { Model } from '@/lib/api/models'
import { carrySources, type CarriedSelection } from '@/lib/forms/carry-sources'
import { remixOf } from '@/lib/forms/prefill'
import { createPrefillOf } from '@/features/create/model/history-prefill'
import type { FormSnapshot } from '@/lib/studio-api/prompt-history'
import { formModelOf, lookUpModel } from '@/lib/forms/model-choice'
import { mediaDefaults, type MediaFormValues } from '@/lib/forms/media-values'
import { ComposerDock } from './composer-layout'
import { useComposer } from './composer-state'
import { MediaForm } from './media-form'
import { ModelPicker } from './model-picker'
import { SourceLeftOut } from './source-left-out'

interface CreateStudioProps {
  /** Image and video models of the catalog. */
  models: Model[]
}

/** A model chosen that cannot take what the form holds: not switched until the person says. */
interface Refused extends CarriedSelection {
  modelId: string
}

/**
 * The composer: the model, the prompt and the settings built for the model (values carry over
 * between models, and a source is never dropped in silence), docked where the thumb is on a phone.
 */
export function CreateStudio({ models }: CreateStudioProps) {
  const composer = useComposer()
  const { selection } = composer
  const [modelError, setModelError] = useState<string | null>(null)
  const [refused, setRefused] = useState<Refused | null>(null)
  const valuesRef = useRef<(() => MediaFormValues) | null>(null)
  const lookup = useMemo(() => lookUpModel(models, selection.modelId), [models, selection.modelId])
  const formModel = formModelOf(lookup)
  const initialValues = useMemo(
    () => (formModel ? mediaDefaults(formModel, selection.values) : null),
    [formModel, selection.values],
  )
  // A catalog id is sent as the catalog spells it; any other name goes as given.
  const modelId = lookup.kind === 'model' ? lookup.model.model_id : selection.modelId

  const switchTo = (next: string, values: Partial<MediaFormValues>) => {
    composer.setSelection({ modelId: next, values })
    setModelError(null)
    setRefused(null)
  }
  // The sources go with the values, the generation type turning to one that takes them; a model
  // that cannot take them all is not switched to before the person has chosen.
  const pick = (next: string) => {
    const current = valuesRef.current?.() ?? selection.values
    const target = formModelOf(lookUpModel(models, next))
    const carried = target ? carrySources(target, current) : { values: current, leftOut: [] }
    if (carried.leftOut.length) return setRefused({ modelId: next, ...carried })
    switchTo(next, carried.values)
  }
  // A past prompt or a preset applied here: its model and choices over what the form holds (the
  // sources picked stay; a preset without a prompt keeps the prompt typed). The form starts again.
  const apply = (snapshot: FormSnapshot) => {
    const prefill = createPrefillOf(snapshot)
    if (!prefill) return
    const { model, values } = remixOf(prefill)
    const { sources: _none, ...chosen } = values
    const current = valuesRef.current?.() ?? selection.values
    composer.load(
      { modelId: model ?? selection.modelId, values: { ...current, ...chosen } },
      'prompt',
    )
    setModelError(null)
  }

  const modelSlot = <ModelPicker models={models} lookup={lookup} onPick={pick} error={modelError} />
  const notice = refused ? (
    <SourceLeftOut
      models={models}
      refused={refused}
      onPick={pick}
      onDrop={() => switchTo(refused.modelId, refused.values)}
      onKeep={() => setRefused(null)}
    />
  ) : null
  return (
    <ComposerDock>
      {lookup.kind === 'family' ? (
        <Alert tone="info">
          {lookup.family} is a model family, not a model: choose a variant. The form shows the
          options of its default variant.
        </Alert>
      ) : null}
      {lookup.kind === 'unknown' ? (
        <>
          {modelSlot}
          <Alert>
            {selection.modelId
              ? `${selection.modelId} is not in the catalog.`
              : 'The catalog has no image or video model.'}{' '}
            Choose a model.
          </Alert>
        </>
      ) : null}
      {formModel && initialValues ? (
        <MediaForm
          key={`${modelId}:${composer.round}`}
          modelId={modelId}
          model={formModel}
          initialValues={initialValues}
          valuesRef={valuesRef}
          onPickModel={pick}
          onModelError={setModelError}
          onApply={apply}
          modelSlot={modelSlot}
          notice={notice}
          focus={composer.focus}
        />
      ) : null}
    </ComposerDock>
  )
}
