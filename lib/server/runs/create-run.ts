import 'server-only'
import { mediaKindOfUrl } from '@/lib/api/media-kinds'
import type { Model } from '@/lib/api/models'
import { estimateMediaCost } from '@/lib/api/pricing'
import type { CreateRunBody } from '@/lib/studio-api/runs'
import { formatCount } from '@/lib/format'
import { StudioError } from '../studio-error'
import type { NewItem } from './run-store'

/** Model types a run sends to the media start route (docs/service-contract.md §4.2). */
const MEDIA_TYPES = ['image', 'video']

/**
 * Each item priced by the service's own rule from the catalog read now (never by the page's
 * numbers): flat, or per second with a reference video billed as 15 s.
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
    const cost = estimateMediaCost(model, {
      duration: item.body.duration ?? null,
      hasReferenceVideo: (item.body.source_media_urls ?? []).some(
        (url) => mediaKindOfUrl(url) === 'video',
      ),
    })
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

/** What the account may spend now: the wallet, capped by a team member's cycle headroom. */
export function spendable(balance: {
  credits: number
  team?: { headroom_credits?: number | null } | null
}) {
  const headroom = balance.team?.headroom_credits
  return headroom == null ? balance.credits : Math.min(balance.credits, headroom)
}

/** A run the balance cannot pay is refused before anything is sent, saying how much fits. */
export function checkAffordable(items: readonly NewItem[], credits: number): void {
  const total = items.reduce((sum, item) => sum + item.cost, 0)
  if (total <= credits) return
  let spent = 0
  let fit = 0
  for (const item of items) {
    if (spent + item.cost > credits) break
    spent += item.cost
    fit += 1
  }
  throw new StudioError(
    402,
    'insufficient_credits',
    `This run costs ${formatCount(total)} credits and you can spend ${formatCount(credits)} now: ` +
      `the first ${formatCount(fit)} of its ${formatCount(items.length)} items fit. Top up, or make the run smaller.`,
  )
}
