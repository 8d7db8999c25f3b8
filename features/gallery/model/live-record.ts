import { z } from 'zod'
import { GenerationStatus, type Output } from '@/lib/api/generations'
import { jobKindDef, type JobKind } from '@/lib/api/job-kinds'

const WithStatus = z.looseObject({ status: z.string() })

/**
 * The gallery shows every kind in the Generation status shape (the history list's shape). A live
 * record of another kind (music, stems, story, order) is read through the kind table: its status
 * and outputs replace the listed ones, the rest of the listed item stays.
 */
export function liveAsGeneration(
  kind: JobKind,
  id: string,
  live: unknown,
  listed: GenerationStatus | undefined,
): GenerationStatus | undefined {
  if (live === undefined) return listed
  if (kind === 'media') {
    const media = GenerationStatus.safeParse(live)
    return media.success ? { ...listed, ...media.data } : listed
  }
  const def = jobKindDef(kind)
  const record = def.status.safeParse(live)
  const status = WithStatus.safeParse(live)
  if (!record.success || !status.success) return listed
  const outputs: Output[] = def.outputs(record.data).map((output, index) => ({
    id: `${id}-${output.label ?? index}`,
    media_type: output.kind === 'other' ? null : output.kind,
    url: output.url,
    optimized_url: output.url,
    role: output.label,
  }))
  return {
    ...listed,
    id: listed?.id ?? id,
    // Music plays while it streams; the gallery calls that running.
    status: def.phase(record.data) === 'streaming' ? 'processing' : status.data.status,
    outputs: outputs.length ? outputs : (listed?.outputs ?? []),
    error_message: def.message(record.data) ?? listed?.error_message,
  }
}
