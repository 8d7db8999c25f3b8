import 'server-only'
import type { Balance } from '@/lib/api/balance'
import type { Model } from '@/lib/api/models'
import { mediaRequestCost } from '@/lib/api/pricing'
import { runTotal } from '@/lib/api/run-total'
import type { CreateRunBody } from '@/lib/studio-api/runs'
import { formatCount } from '@/lib/format'
import { StudioError } from '../studio-error'
import type { NewItem } from './run-store'

/** Model types a run sends to the media start route (docs/service-contract.md §4.2). */
const MEDIA_TYPES = ['image', 'video']

/**
 * Each item priced from the catalog read now (never by the page's numbers), by the rule the page
 * priced it with (`mediaRequestCost`): flat, or per second with a reference video billed as 15 s.
 */
export function pricedItems(body: CreateRunBody, catalog: readonly Model[]): NewItem[] {
  return body.items.map((item) => {
    const model = catalog.find((m) => m.model_id === item.body.model)
    if (!model || !MEDIA_TYPES.includes(model.model_type)) {
      throw new StudioError(
        400,
        'invalid_request',
        'A model of this run is no longer in the catalog. Choose the models again.',
      )
    }
    const cost = mediaRequestCost(model, item.body)
    return {
      row: item.row,
      column: item.column,
      copy: item.copy,
      model: model.model_id,
      prompt: item.body.prompt ?? '',
      body: item.body,
      cost,
    }
  })
}

/** A run the balance cannot pay is refused before anything is sent, saying how much fits. */
export function checkAffordable(
  items: readonly NewItem[],
  balance: Pick<Balance, 'credits' | 'team'>,
): void {
  const { total, spendable, affordable, affordableItems } = runTotal(
    items.map((item) => item.cost),
    balance,
  )
  if (affordable) return
  throw new StudioError(
    402,
    'insufficient_credits',
    `This run costs ${formatCount(total)} credits and you can spend ${formatCount(spendable)} now: ` +
      `the first ${formatCount(affordableItems)} of its ${formatCount(items.length)} items fit. Top up, or make the run smaller.`,
  )
}
