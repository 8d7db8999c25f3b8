'use client'

import { Card } from '@/components/ui/card'
import type { Model } from '@/lib/api/models'
import type { Selection } from '@/lib/forms/initial-selection'
import { lookUpModel } from '@/lib/forms/model-choice'
import { CREATE_COLUMNS } from './create-columns'
import { ModelPicker } from './model-picker'

const nothing = () => {}

/**
 * Create as it first shows, from the catalog read with the page: the chosen model in its place,
 * and the form's card while the form's code loads. Inert, so nothing can be chosen or typed that
 * the studio would then drop; the studio takes its place as it is in.
 */
export function CreatePreview({ models, initial }: { models: Model[]; initial: Selection }) {
  return (
    <div className={CREATE_COLUMNS} inert aria-busy="true">
      <Card>
        <ModelPicker
          models={models}
          lookup={lookUpModel(models, initial.modelId)}
          onPick={nothing}
          error={null}
        />
      </Card>
      <Card>
        <p className="text-sm text-ink-muted">Loading the form…</p>
      </Card>
    </div>
  )
}
