import { StatusPill, type PillTone } from '@/components/jobs/status-pill'
import { STAGE_WORDS, type OrderStage } from '@/features/orders/model/order-status'

const TONE: Record<OrderStage, PillTone> = {
  needs_answer: 'danger',
  received: 'neutral',
  in_production: 'accent',
  delivered: 'success',
  failed: 'danger',
}

export function OrderStagePill({ stage }: { stage: OrderStage }) {
  return <StatusPill tone={TONE[stage]}>{STAGE_WORDS[stage]}</StatusPill>
}
