import { CostSummary } from '@/components/forms/cost-summary'
import type { Model } from '@/lib/api/models'
import { audioStartCost } from '@/lib/api/pricing'
import { formatSeconds } from '@/lib/format'
import { affordability } from '@/lib/forms/cost'
import { useBalance } from '@/lib/queries/balance'

/** The catalog's price and typical time of a job on this model, against the balance. */
export function JobCost({ model, denied = false }: { model: Model | null; denied?: boolean }) {
  const { data: balance } = useBalance()
  // The one price rule of a song or a speech (a run of them is priced by it too).
  const cost = model ? audioStartCost(model) : null
  const seconds = model?.estimated_time_seconds
  return (
    <div className="space-y-1">
      <CostSummary
        cost={cost}
        breakdown={null}
        balance={balance}
        affordability={balance && cost !== null ? affordability(cost, balance) : null}
        denied={denied}
      />
      {seconds ? (
        <p className="text-sm text-ink-muted">Usually takes about {formatSeconds(seconds)}.</p>
      ) : null}
    </div>
  )
}

/** Whether the balance is known to be short of this model's price (nothing is sent then). */
export function useUnaffordable(model: Model | null): boolean {
  const { data: balance } = useBalance()
  return Boolean(model && balance && !affordability(audioStartCost(model), balance).affordable)
}
