import { Link } from '@/components/ui/link'
import { ErrorReference } from '@/components/ui/error-reference'
import { BILLING_PAGE, ExternalLink } from '@/components/ui/external-link'
import { Button } from '@/components/ui/button'
import type { ErrorFix, PickTarget, ServerProblem } from '@/lib/forms/server-errors'
import { useBalance } from '@/lib/queries/balance'
import { useModelName } from '@/lib/queries/model-names'

interface FixProps {
  /** The balance's purchase_url, when the error body names none. */
  purchaseUrl: string | null
  waitLeft: number
  onPickModel: (modelId: string) => void
  onPickValue: (target: Exclude<PickTarget, 'model'>, value: string) => void
  onRetry: () => void
}

interface SubmitProblemProps extends Omit<FixProps, 'purchaseUrl' | 'onPickModel' | 'onPickValue'> {
  problem: ServerProblem
  /** Where the form can take a model the refusal offers (a form without a model choice: none). */
  onPickModel?: FixProps['onPickModel']
  /** Where the form can take a value the refusal offers (a form without those fields: none). */
  onPickValue?: FixProps['onPickValue']
}

const ignore = () => undefined

function FixActions({
  fix,
  purchaseUrl,
  waitLeft,
  onPickModel,
  onPickValue,
  onRetry,
}: FixProps & { fix: ErrorFix }) {
  // A refusal offering models names them as the catalog does, never by id.
  const modelName = useModelName(
    fix.kind === 'variant' || (fix.kind === 'pick' && fix.target === 'model'),
  )
  switch (fix.kind) {
    case 'variant': {
      const others = fix.variants.filter((v) => v !== fix.recommended)
      return (
        <>
          {fix.recommended ? (
            <Button size="sm" onClick={() => onPickModel(fix.recommended!)}>
              Use {modelName(fix.recommended)} (recommended)
            </Button>
          ) : null}
          {others.map((variant) => (
            <Button
              key={variant}
              size="sm"
              variant="secondary"
              onClick={() => onPickModel(variant)}
            >
              Use {modelName(variant)}
            </Button>
          ))}
        </>
      )
    }
    case 'pick':
      return fix.values.map((value) => (
        <Button
          key={value}
          size="sm"
          variant="secondary"
          onClick={() =>
            fix.target === 'model' ? onPickModel(value) : onPickValue(fix.target, value)
          }
        >
          {fix.target === 'model' ? `Use ${modelName(value)}` : value}
        </Button>
      ))
    case 'top-up': {
      const href = fix.purchaseUrl ?? purchaseUrl
      return (
        <>
          {href ? (
            <ExternalLink
              href={href}
              where={BILLING_PAGE}
              className="text-sm font-medium text-accent"
            >
              Top up credits
            </ExternalLink>
          ) : null}
          <Button size="sm" variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        </>
      )
    }
    case 'wait':
      return waitLeft > 0 ? (
        <span className="text-sm tabular-nums" aria-live="polite">
          Try again in {waitLeft} s
        </span>
      ) : (
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      )
    case 'retry-later':
      return (
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      )
    case 'reconnect':
      return (
        <Link href="/connect" className="text-sm font-medium text-accent underline">
          Connect a key
        </Link>
      )
  }
}

/** Why the job did not start, in words, with the one-click way out when there is one. */
export function SubmitProblem({
  problem,
  onPickModel = ignore,
  onPickValue = ignore,
  ...actions
}: SubmitProblemProps) {
  const purchaseUrl = useBalance().data?.purchase_url ?? null
  return (
    <div
      role="alert"
      className="space-y-2 rounded-md border border-danger/40 bg-danger/10 px-3 py-2 text-sm"
    >
      <p className="text-danger">{problem.message}</p>
      <ErrorReference reference={problem.reference} />
      {problem.fix ? (
        <div className="flex flex-wrap items-center gap-2">
          {problem.fix.kind === 'pick' && problem.fix.target !== 'model' ? (
            <span className="text-ink-muted">Choose one:</span>
          ) : null}
          <FixActions
            fix={problem.fix}
            purchaseUrl={purchaseUrl}
            onPickModel={onPickModel}
            onPickValue={onPickValue}
            {...actions}
          />
        </div>
      ) : null}
    </div>
  )
}
