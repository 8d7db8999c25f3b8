import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import type { MediaKind } from '@/lib/api/media-kinds'
import type { Model } from '@/lib/api/models'
import { listInWords } from '@/lib/format'
import { kindWithArticle } from '@/lib/forms/labels'
import { modelsTaking } from '@/lib/forms/model-choice'
import { heldKinds, type CarriedSelection } from '@/lib/forms/carry-sources'

/** How many models that can take the source are offered in one click. */
const OFFERED = 4

const nameOf = (model: Model | undefined, id: string) => model?.display_name ?? id

interface SourceLeftOutProps {
  models: readonly Model[]
  refused: CarriedSelection & { modelId: string }
  onPick: (modelId: string) => void
  onDrop: () => void
  onKeep: () => void
}

/**
 * A model chosen that cannot take the form's source: said before anything is left out, with the
 * models that can take it (one click each), the chosen one without the source, or no change.
 */
export function SourceLeftOut({ models, refused, onPick, onDrop, onKeep }: SourceLeftOutProps) {
  const chosen = models.find((m) => m.model_id === refused.modelId)
  const kinds: MediaKind[] = refused.leftOut
  const offered = modelsTaking(models, heldKinds(refused.values)).slice(0, OFFERED)
  const what = listInWords(kinds.map((kind) => `your ${kind === 'audio' ? 'audio' : kind}`))
  return (
    <Alert>
      <p>
        {nameOf(chosen, refused.modelId)} cannot take {listInWords(kinds.map(kindWithArticle))}{' '}
        here, so {what} would be left out. Nothing was changed yet.
      </p>
      {offered.length ? (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <span className="text-sm">Models that take it:</span>
          {offered.map((model) => (
            <Button
              key={model.model_id}
              size="sm"
              variant="secondary"
              onClick={() => onPick(model.model_id)}
            >
              {nameOf(model, model.model_id)}
            </Button>
          ))}
        </div>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" variant="ghost" onClick={onDrop}>
          Use {nameOf(chosen, refused.modelId)} without it
        </Button>
        <Button size="sm" variant="ghost" onClick={onKeep}>
          Keep the current model
        </Button>
      </div>
    </Alert>
  )
}
