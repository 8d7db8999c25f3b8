import type { GenerationStatus } from '@/lib/api/generations'
import { jobOfListed } from '@/lib/api/job-kinds'
import type { Model } from '@/lib/api/models'
import { formatDateTime } from '@/lib/format'

export type AudioJobType = 'music' | 'speech' | 'stems'

export interface AudioHistoryEntry {
  type: AudioJobType
  /** The id its status route and its `/audio?…=` link take. */
  id: string
  label: string
  status: string
  createdAt: string | null
  model: string | null
}

/** Generation types of the catalog's speech models (dialogue jobs are media jobs: docs/service-contract.md §4.4). */
function speechTypes(models: readonly Model[]): Set<string> {
  const types = new Set<string>()
  for (const model of models) {
    if (model.model_type.toLowerCase() !== 'speech') continue
    for (const type of model.generation_types ?? []) types.add(type.toLowerCase())
  }
  return types
}

function speechModelIds(models: readonly Model[]): Set<string> {
  return new Set(
    models.filter((m) => m.model_type.toLowerCase() === 'speech').map((m) => m.model_id),
  )
}

const TYPE_WORDS: Record<AudioJobType, string> = {
  music: 'Song',
  speech: 'Speech',
  stems: 'Stems',
}

function labelOf(item: GenerationStatus, type: AudioJobType): string {
  const prompt = (item.prompt ?? '').trim().replace(/\s+/g, ' ')
  if (prompt) return prompt.length > 80 ? `${prompt.slice(0, 79)}…` : prompt
  // Never the job's id: a person tells untitled jobs apart by when they were made.
  return item.created_at
    ? `${TYPE_WORDS[type]} made ${formatDateTime(item.created_at)}`
    : TYPE_WORDS[type]
}

/** The audio jobs of the history (music, speech, separation), newest first. */
export function audioHistory(
  generations: readonly GenerationStatus[],
  models: readonly Model[],
): AudioHistoryEntry[] {
  const speech = speechTypes(models)
  const speechModels = speechModelIds(models)
  const entries = generations.flatMap((item): AudioHistoryEntry[] => {
    const job = jobOfListed(item)
    let type: AudioJobType | null = null
    if (job.kind === 'music') type = 'music'
    else if (job.kind === 'separation') type = 'stems'
    else if (
      job.kind === 'media' &&
      (speech.has((item.generation_type ?? '').toLowerCase()) || speechModels.has(item.model ?? ''))
    )
      type = 'speech'
    if (!type) return []
    return [
      {
        type,
        id: job.id,
        label: labelOf(item, type),
        status: item.status,
        createdAt: item.created_at ?? null,
        model: item.model ?? null,
      },
    ]
  })
  const time = (e: AudioHistoryEntry) => (e.createdAt ? Date.parse(e.createdAt) : 0)
  return entries.sort((a, b) => time(b) - time(a))
}

/**
 * The kind of job an output given by `from` came from, for lineage: the history says; when the
 * job is not in it, music ids are integers (docs/service-contract.md §2.4) and generation ids are UUIDs.
 */
export function sourceJobKind(
  id: string,
  generations: readonly GenerationStatus[] | undefined,
): 'media' | 'music' {
  const listed = generations?.find((g) => g.id === id)
  if (listed) return jobOfListed(listed).kind === 'music' ? 'music' : 'media'
  return /^\d+$/.test(id) ? 'music' : 'media'
}
