'use client'

import { useState, useSyncExternalStore } from 'react'
import { SubmitProblem } from '@/components/forms/submit-problem'
import { serviceRefusal, useSubmit } from '@/components/forms/use-submit'
import { Button } from '@/components/ui/button'
import { JOB_KIND_DEFS } from '@/lib/api/job-kinds'
import type { Model } from '@/lib/api/models'
import {
  SAMPLE_LINE,
  sampleKey,
  sampleOf,
  voiceSamples,
  type VoiceSample,
} from '@/features/audio/model/voice-samples'
import { formatCount } from '@/lib/format'
import { affordability } from '@/lib/forms/cost'
import { useBalance } from '@/lib/queries/balance'
import { useGenerateDialogue } from '@/features/audio/api/generate-dialogue'
import { useJobStatus } from '@/lib/queries/job-status'

const refusal = serviceRefusal('the History tab', 'sample')

/** A kept sample: its audio read again from the job's status, played under the one-player rule. */
function SamplePlayer({ sample, onRemake }: { sample: VoiceSample; onRemake: () => void }) {
  const { data, error } = useJobStatus('media', sample.generationId)
  const def = JOB_KIND_DEFS.media
  const phase = data ? def.phase(data) : null
  const audio = data ? def.outputs(data).find((o) => o.kind === 'audio') : undefined
  if (audio) {
    return (
      // eslint-disable-next-line jsx-a11y/media-has-caption -- the sample's words are written beside it
      <audio
        controls
        preload="none"
        src={audio.url}
        aria-label={`Sample of ${sample.voice}`}
        className="h-9 w-full max-w-sm"
      />
    )
  }
  const failed = error || phase === 'failed' || phase === 'cancelled' || phase === 'publish_failed'
  if (failed) {
    return (
      <p className="text-sm text-ink-muted">
        The sample of {sample.voice} could not be made.{' '}
        <Button size="sm" variant="ghost" onClick={onRemake}>
          Offer it again
        </Button>
      </p>
    )
  }
  return (
    <p className="text-sm text-ink-muted" aria-live="polite">
      Making the sample of {sample.voice}…
    </p>
  )
}

interface VoiceSampleProps {
  model: Model
  voice: string
}

/**
 * Hearing a voice before choosing it (docs/decisions.md §D28): the service has no free preview,
 * so a sample is one short speech job, made only after a second click that shows its price, and
 * kept for the account so a voice is paid for once.
 */
export function VoiceSampleControl({ model, voice }: VoiceSampleProps) {
  const samples = useSyncExternalStore(
    voiceSamples.subscribe,
    voiceSamples.getSnapshot,
    voiceSamples.getServerSnapshot,
  )
  const kept = voice ? sampleOf(samples, model.model_id, voice) : null
  const [asking, setAsking] = useState(false)
  const balance = useBalance().data
  const generate = useGenerateDialogue()
  const run = useSubmit({ describe: refusal, route: 'v1_dialogue_generate' })
  const cost = model.cost_per_generation
  const fit = balance ? affordability(cost, balance) : null

  if (!voice) return null
  if (kept) {
    return (
      <SamplePlayer
        key={kept.generationId}
        sample={kept}
        onRemake={() => voiceSamples.remove(sampleKey(kept.model, kept.voice))}
      />
    )
  }
  // The form itself says which permission is missing; no second notice here.
  if (run.denied) return null

  const make = () =>
    run.submit(async () => {
      const accepted = await generate.mutateAsync({
        request: {
          text: SAMPLE_LINE,
          voice,
          stability: 0.5,
          language_code: 'auto',
          model: model.model_id,
        },
        label: `Voice sample: ${voice}`,
        estimatedSeconds: model.estimated_time_seconds ?? undefined,
      })
      voiceSamples.add({ model: model.model_id, voice, generationId: accepted.generation_id })
      setAsking(false)
    })

  if (!asking) {
    return (
      <Button size="sm" variant="secondary" onClick={() => setAsking(true)}>
        Hear {voice} first
      </Button>
    )
  }
  return (
    <div
      role="group"
      aria-label={`Hear ${voice} first`}
      className="space-y-2 rounded-md border border-line bg-surface-muted px-3 py-2 text-sm"
    >
      <p>
        A sample of {voice} reading one short line costs{' '}
        <strong>{formatCount(cost)} credits</strong>
        {fit ? (
          <span className="text-ink-muted"> ({formatCount(fit.spendable)} available)</span>
        ) : null}
        . It is kept for your account and plays again on every device, so you pay for this voice
        once.
      </p>
      {run.problem ? (
        <SubmitProblem problem={run.problem} waitLeft={run.waitLeft} onRetry={make} />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          onClick={make}
          disabled={run.pending || run.waitLeft > 0 || (fit ? !fit.affordable : false)}
        >
          {run.pending ? 'Starting…' : `Make the sample · ${formatCount(cost)} credits`}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setAsking(false)}>
          Not now
        </Button>
      </div>
    </div>
  )
}
