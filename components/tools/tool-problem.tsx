import { SubmitProblem } from '@/components/create/submit-problem'
import type { ServerProblem } from '@/lib/forms/server-errors'
import { useBalance } from '@/lib/queries/balance'

const ignore = () => undefined

/** Why a tool did not start, in words, with top-up, wait or retry where they help. */
export function ToolProblem({
  problem,
  waitLeft,
  onRetry,
}: {
  problem: ServerProblem
  waitLeft: number
  onRetry: () => void
}) {
  const purchaseUrl = useBalance().data?.purchase_url ?? null
  return (
    <SubmitProblem
      problem={problem}
      purchaseUrl={purchaseUrl}
      waitLeft={waitLeft}
      onPickModel={ignore}
      onPickValue={ignore}
      onRetry={onRetry}
    />
  )
}
