'use client'

import { Layers } from 'lucide-react'
import { PermissionNotice } from '@/components/forms/permission-notice'
import { SubmitProblem } from '@/components/forms/submit-problem'
import { Button } from '@/components/ui/button'
import type { Model } from '@/lib/api/models'
import type { Problem } from '@/lib/errors/problem'
import type { PermissionDenial } from '@/lib/permissions/key-permissions'
import { JobCost } from './job-cost'

interface AudioFooterProps {
  /** The catalog model the job runs on; its price shows once it is known. */
  model: Model | null
  /** The form's run (useSubmit) with its own submit, which the refusal's "Try again" calls. */
  run: {
    submit: () => void
    problem: Problem | null
    waitLeft: number
    pending: boolean
    /** The key lacks the permission the form needs: said first, the button off. */
    denied?: PermissionDenial | null
  }
  /** The balance is short of the price: the button stays off. */
  blocked: boolean
  submitLabel: string
  /** A model the refusal offers instead (model_disabled), when the form has a model to change. */
  onPickModel?: (modelId: string) => void
  /** Opens a run of what is in the form: variations and alternatives (features/runs). */
  onMakeRun?: () => void
}

/** The end of an audio form: price and time, why the last click was refused, and the button. */
export function AudioFooter({
  model,
  run: { submit, problem, waitLeft, pending, denied },
  blocked,
  submitLabel,
  onPickModel,
  onMakeRun,
}: AudioFooterProps) {
  return (
    <>
      {model ? <JobCost model={model} denied={Boolean(denied)} /> : null}
      <PermissionNotice denied={denied ?? null} />
      {problem ? (
        <SubmitProblem
          problem={problem}
          waitLeft={waitLeft}
          onPickModel={onPickModel}
          onRetry={submit}
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={pending || blocked || Boolean(denied) || waitLeft > 0}>
          {pending ? 'Starting…' : submitLabel}
        </Button>
        {onMakeRun ? (
          <Button
            type="button"
            variant="secondary"
            disabled={Boolean(denied)}
            onClick={onMakeRun}
            title="Variations and alternatives of what is in the form, priced before anything is sent"
          >
            <Layers aria-hidden className="size-4" />
            Make a run
          </Button>
        ) : null}
      </div>
    </>
  )
}
