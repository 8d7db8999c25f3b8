import { z } from 'zod'
import type { ExtendTier } from '@/lib/api/decisions'
import type { FormSnapshot } from '@/lib/studio-api/prompt-history'
import { EXTEND_TIERS } from '@/lib/media/extend-rules'

const ExtendOptions = z.object({ tier: z.string().optional().catch(undefined) })

/**
 * The extend tool's words and tier from a past extension or a preset. The source video is never
 * kept with a prompt, so it stays as chosen; a tier no longer sold leaves the form's own.
 */
export function extendValuesOf<V extends { prompt?: string | null; tier?: ExtendTier }>(
  snapshot: FormSnapshot,
  current: V,
): V {
  const { tier } = ExtendOptions.parse(snapshot.options)
  return {
    ...current,
    prompt: snapshot.prompt || current.prompt,
    tier: EXTEND_TIERS.find((t) => t === tier) ?? current.tier,
  }
}
