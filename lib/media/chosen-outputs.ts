import type { GenerationView, OutputView } from '@/lib/jobs/generation-view'
import type { OutputRef } from '@/lib/studio-api/boards'
import { fileNameOf } from '@/lib/url'

// Outputs chosen to be kept or downloaded together: the gallery's selection and a run's results
// share them, and one ZIP (components/media/zip-download.tsx, lib/server/downloads/).

/** What a selection acts on: each chosen generation's finished outputs, with a name. */
export interface ChosenOutput {
  generationId: string
  output: OutputView
  /** The generation's title, told apart when it has several outputs. */
  title: string
}

export function chosenOutputs(
  generations: readonly GenerationView[],
  titleOf: (generation: GenerationView) => string,
): ChosenOutput[] {
  return generations.flatMap((generation) => {
    const ready = generation.outputs.filter((o) => o.originalUrl)
    return ready.map((output, index) => ({
      generationId: generation.id,
      output,
      title: ready.length > 1 ? `${titleOf(generation)} (${index + 1})` : titleOf(generation),
    }))
  })
}

/** Stars and boards keep generations by kind and id (their signed URLs expire). */
export function refsOf(generations: readonly GenerationView[]): OutputRef[] {
  return generations.map((g) => ({ kind: 'media', id: g.id }))
}

function extensionOf(output: OutputView): string {
  const fromUrl = fileNameOf(output.originalUrl ?? '')?.match(/\.([a-z0-9]{2,5})$/i)?.[1]
  return (output.format ?? fromUrl ?? 'bin').toLowerCase()
}

/** The ZIP's list: each file's current URL and a readable name with its extension. */
export function zipItemsOf(outputs: readonly ChosenOutput[]): { url: string; name: string }[] {
  return outputs.map(({ output, title }) => ({
    url: output.originalUrl!,
    name: `${title.slice(0, 100)}.${extensionOf(output)}`,
  }))
}
