import 'server-only'
import type { Balance } from '@/lib/api/balance'
import type { Model } from '@/lib/api/models'
import { runKindDef } from '@/lib/api/run-kinds'
import { runTotal } from '@/lib/api/run-total'
import type { CreateRunBody } from '@/lib/studio-api/run-request'
import { formatCount } from '@/lib/format'
import { StudioError } from '../studio-error'
import type { NewItem } from './run-store'

/**
 * Each item priced from the catalog read now (never by the page's numbers), by the rule its kind
 * prices it with on the page (lib/api/run-kinds.ts): an image or video by its duration and
 * sources, a song or a speech by its model's flat price. A model the kind does not send to, or
 * one gone from the catalog, refuses the run.
 */
export function pricedItems(body: CreateRunBody, catalog: readonly Model[]): NewItem[] {
  const kind = runKindDef(body.kind)
  return body.items.map((item) => {
    const id = kind.model(item.body)
    const model = catalog.find((m) => m.model_id === id)
    if (!model || !kind.modelTypes.includes(model.model_type.toLowerCase())) {
      throw new StudioError(
        400,
        'invalid_request',
        'A model of this run is no longer in the catalog. Choose the models again.',
      )
    }
    return {
      row: item.row,
      column: item.column,
      copy: item.copy,
      model: model.model_id,
      prompt: kind.listedPrompt(item.body),
      body: item.body,
      cost: kind.cost(model, item.body),
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
