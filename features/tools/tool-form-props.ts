import { serviceRefusal } from '@/components/forms/use-submit'
import type { Model } from '@/lib/api/models'
import type { ToolFactsState } from '@/components/media/use-tool-facts'

interface MadeFrom {
  id: string
  label: string
}

/** What every tool form gets from the tools page. */
export interface ToolFormProps {
  /** The source URL to start with (a gallery output, or `url=` of the page). */
  initialUrl: string
  /** The gallery generation to start with (extend, finalize). */
  initialGenerationId: string | null
  /** A run started elsewhere (the gallery's one-click remove background), shown as the result. */
  initialJobId?: string | null
  facts: ToolFactsState
  /** The gallery generation a URL is an output of (lineage), when it is one. */
  madeFromOf: (url: string) => MadeFrom | null
}

/** What the tray and the lineage learn of a run on a catalog model from a chosen source URL. */
export function catalogRun(model: Model, madeFrom: MadeFrom | null) {
  return {
    model: model.model_id,
    estimatedSeconds: model.estimated_time_seconds ?? undefined,
    ...(madeFrom
      ? { source: { kind: 'media' as const, id: madeFrom.id, label: madeFrom.label } }
      : {}),
  }
}

/** How a tool's refusal reads: a job that got no answer may be in the gallery already. */
export const toolRefusal = serviceRefusal('the gallery')
