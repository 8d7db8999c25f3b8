'use client'

import { useRouter } from 'next/navigation'
import { SubmitProblem } from '@/components/forms/submit-problem'
import { serviceRefusal, useSubmit } from '@/components/forms/use-submit'
import { Button } from '@/components/ui/button'
import { GenerationAccepted } from '@/lib/api/generations'
import type { Model } from '@/lib/api/models'
import { REMOVE_BACKGROUND_MODEL_ID } from '@/lib/api/remove-background'
import { routePath } from '@/lib/api/routes'
import { formatCount } from '@/lib/format'
import type { GenerationView, OutputView } from '@/lib/jobs/generation-view'
import { useStartJob } from '@/lib/queries/start-job'
import { generationLabel } from './generation-source'
import { toolHref } from './tool-links'

const refusal = serviceRefusal('the gallery')

/**
 * Remove background in one click from a gallery output: the tool has nothing to choose but the
 * image, so the click (its price on the button) starts it, and the tools page opens on the job,
 * its before and after. The tool's own page is still one link away for another image.
 */
export function RemoveBackgroundNow({
  generation,
  output,
  model,
  className,
}: {
  generation: GenerationView
  output: OutputView
  /** The catalog's background remover (its price and time). */
  model: Model | undefined
  className?: string
}) {
  const router = useRouter()
  const run = useSubmit({ describe: refusal, route: 'v1_remove_background' })
  const start = useStartJob((url: string) => {
    const label = generationLabel(generation)
    return {
      kind: 'media' as const,
      path: routePath('v1_remove_background'),
      body: { image_url: url },
      schema: GenerationAccepted,
      model: REMOVE_BACKGROUND_MODEL_ID,
      label: `Remove background: ${label}`,
      prompt: '',
      action: 'remove-background',
      ...(model?.estimated_time_seconds ? { estimatedSeconds: model.estimated_time_seconds } : {}),
      madeFrom: [{ kind: 'media' as const, id: generation.id, label }],
    }
  })
  const url = output.originalUrl
  if (!url || run.denied) return null
  const cost = model?.cost_per_generation
  const go = () =>
    run.submit(async () => {
      const accepted = await start.mutateAsync(url)
      const tool = toolHref('remove-background', {
        generationId: generation.id,
        outputId: output.id,
      })
      router.push(`${tool}&job=${encodeURIComponent(accepted.generation_id)}`)
    })
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        className={className}
        disabled={run.pending || run.waitLeft > 0}
        onClick={go}
      >
        {run.pending
          ? 'Starting…'
          : `Remove background${cost != null ? ` · ${formatCount(cost)} credits` : ''}`}
      </Button>
      {run.problem ? (
        <div className="mt-2">
          <SubmitProblem problem={run.problem} waitLeft={run.waitLeft} onRetry={go} />
        </div>
      ) : null}
    </>
  )
}
