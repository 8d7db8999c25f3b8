import { Button } from '@/components/ui/button'
import { ErrorReference } from '@/components/ui/error-reference'
import type { AssetProblem } from '@/lib/media/asset-problem'

/** Why the add failed and what to do; the form keeps the file and the name for the retry. */
export function AddProblem({
  problem,
  onDismiss,
}: {
  problem: AssetProblem
  onDismiss: () => void
}) {
  return (
    <div
      role="alert"
      className="space-y-1 rounded-md border border-danger/40 bg-danger/10 px-3 py-2 text-sm"
    >
      <p className="font-medium text-danger">{problem.message}</p>
      <p className="text-ink">{problem.fix}</p>
      <ErrorReference reference={problem.reference} />
      <Button variant="ghost" size="sm" className="-ml-2" onClick={onDismiss}>
        Dismiss
      </Button>
    </div>
  )
}
