import { CAPTIONS_MODEL_ID } from '@/lib/api/captions'
import { CAPTIONS_MAX_SECONDS, REMOVE_BACKGROUND_MAX_BYTES } from '@/lib/api/decisions'
import { DUBBING_MODEL_ID } from '@/lib/api/dubbing'
import type { Model } from '@/lib/api/models'
import {
  REMOVE_BACKGROUND_EXTENSIONS,
  REMOVE_BACKGROUND_MODEL_ID,
} from '@/lib/api/remove-background'
import { formatBytes, formatSeconds } from '@/lib/format'
import type { GenerationView, OutputView } from '@/lib/jobs/generation-view'
import { finalizeRefusal, draftQualities } from './draft-rules'
import { extendRefusal } from '@/lib/media/extend-rules'
import { kindRefusal } from './tool-subject'

export const TOOL_IDS = [
  'extend',
  'finalize-draft',
  'remove-background',
  'captions',
  'dubbing',
] as const
export type ToolId = (typeof TOOL_IDS)[number]

export const isToolId = (value: string | null): value is ToolId =>
  (TOOL_IDS as readonly string[]).includes(value ?? '')

export const TOOL_NAMES: Record<ToolId, string> = {
  extend: 'Extend',
  'finalize-draft': 'Finalize draft',
  'remove-background': 'Remove background',
  captions: 'Captions',
  dubbing: 'Dub',
}

/** The catalog's service model behind a tool; extend and finalize use the source's model. */
const TOOL_MODEL_IDS: Partial<Record<ToolId, string>> = {
  'remove-background': REMOVE_BACKGROUND_MODEL_ID,
  captions: CAPTIONS_MODEL_ID,
  dubbing: DUBBING_MODEL_ID,
}

export type Verdict =
  { tool: ToolId; applies: true } | { tool: ToolId; applies: false; reason: string }

export interface ToolFacts {
  models: readonly Model[]
  finalized: ReadonlySet<string>
  now: number
}

const RB_TYPES = REMOVE_BACKGROUND_EXTENSIONS.join(', ').replace(/, (\w+)$/, ' or $1')

const IMAGE_RULE = `remove background takes one ${RB_TYPES} image of at most ${formatBytes(REMOVE_BACKGROUND_MAX_BYTES)}`

function removeBackgroundRefusal(output: OutputView): string | null {
  const kind = kindRefusal(output, 'image', IMAGE_RULE)
  if (kind) return kind
  const format = output.format?.toLowerCase()
  if (format && !(REMOVE_BACKGROUND_EXTENSIONS as readonly string[]).includes(format))
    return `this image is ${format}: ${IMAGE_RULE}.`
  if (output.fileSize && output.fileSize > REMOVE_BACKGROUND_MAX_BYTES)
    return `this image is ${formatBytes(output.fileSize)}: ${IMAGE_RULE}.`
  return null
}

function captionsRefusal(output: OutputView): string | null {
  const kind = kindRefusal(output, 'video', 'captions are burned into videos')
  if (kind) return kind
  if (output.durationSeconds && output.durationSeconds > CAPTIONS_MAX_SECONDS)
    return `this video is ${formatSeconds(output.durationSeconds)} long: captions take videos up to ${formatSeconds(CAPTIONS_MAX_SECONDS)}.`
  return null
}

const dubbingRefusal = (output: OutputView) => kindRefusal(output, 'video', 'dubbing takes videos')

/** Every tool for one output of a generation: applies, or why not in words. */
export function toolVerdicts(
  generation: GenerationView,
  output: OutputView,
  facts: ToolFacts,
): Verdict[] {
  const model = facts.models.find((m) => m.model_id === generation.model)
  const unfinished =
    generation.phase === 'completed' && output.originalUrl
      ? null
      : `this output is not ready (${generation.status}).`
  const refusals: Record<ToolId, string | null> = {
    extend: extendRefusal(generation, output, model),
    'finalize-draft': finalizeRefusal(generation, {
      model,
      finalized: facts.finalized,
      now: facts.now,
      draftQualities: draftQualities(facts.models),
    }),
    'remove-background': removeBackgroundRefusal(output) ?? unfinished,
    captions: captionsRefusal(output) ?? unfinished,
    dubbing: dubbingRefusal(output) ?? unfinished,
  }
  return TOOL_IDS.map((tool) => {
    const serviceModel = TOOL_MODEL_IDS[tool]
    const reason =
      refusals[tool] ??
      (serviceModel && !facts.models.some((m) => m.model_id === serviceModel)
        ? `the catalog offers no ${TOOL_NAMES[tool].toLowerCase()} model right now.`
        : null)
    return reason ? { tool, applies: false, reason } : { tool, applies: true }
  })
}
