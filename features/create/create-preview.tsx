'use client'

import type { Model } from '@/lib/api/models'
import type { Selection } from '@/lib/forms/initial-selection'
import { lookUpModel } from '@/lib/forms/model-choice'
import { ComposerBar, ComposerDock } from './composer-layout'
import { ModelPicker } from './model-picker'

const nothing = () => {}

/**
 * The composer as it first shows, from the catalog read with the page: the chosen model in its
 * place and the bar's other places kept while the form's code loads, so nothing moves when it
 * comes. Inert, so nothing can be chosen or typed that the studio would then drop.
 */
export function CreatePreview({ models, initial }: { models: Model[]; initial: Selection }) {
  return (
    <div inert>
      <ComposerDock busy>
        <ComposerBar
          model={
            <ModelPicker
              models={models}
              lookup={lookUpModel(models, initial.modelId)}
              onPick={nothing}
              error={null}
            />
          }
          prompt={
            <div className="flex flex-col gap-0.5">
              <div className="control flex min-h-14 items-start text-ink-muted">
                Loading the form…
              </div>
              <div className="h-7 lg:hidden" />
            </div>
          }
          settings={<div className="h-11 w-[7.5rem] rounded-card border border-line lg:w-56" />}
          go={
            <div className="flex flex-col gap-0.5 lg:flex-row-reverse lg:items-center lg:gap-3">
              <div className="flex min-h-11 items-center rounded-md bg-accent/50 px-5 text-sm font-medium text-on-accent">
                Generate
              </div>
              <p className="text-center text-caption lg:w-20">&nbsp;</p>
            </div>
          }
        />
      </ComposerDock>
    </div>
  )
}
