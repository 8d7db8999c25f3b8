import { generationTypeLabel } from '@/lib/forms/labels'
import { jobOfListed, type JobKind } from '@/lib/api/job-kinds'
import type { GenerationStatus } from '@/lib/api/generations'
import type { LineageLink } from '@/lib/studio-api/lineage'
import type { TrackedJob } from './tracked-jobs'

/** One end of a lineage link: a job, by kind and id, with words to name it. */
export interface LineageRef {
  kind: JobKind
  id: string
  label: string
}

export interface Lineage {
  madeFrom: LineageRef[]
  usedIn: LineageRef[]
}

const MAX_LABEL = 60

/** Said when nothing names a generation in words (its id or its model's id never are). */
const UNTITLED = 'Untitled generation'

function labelOf(item: GenerationStatus): string {
  const text =
    item.prompt?.trim() ||
    (item.generation_type ? generationTypeLabel(item.generation_type) : UNTITLED)
  return text.length > MAX_LABEL ? `${text.slice(0, MAX_LABEL - 1)}…` : text
}

function toList(value: string | string[] | null | undefined): string[] {
  if (!value) return []
  return Array.isArray(value) ? value : [value]
}

/** Every URL an item's outputs are reachable at. */
function outputUrls(item: GenerationStatus): string[] {
  const urls = (item.outputs ?? []).flatMap((o) => [o.url, o.optimized_url])
  return [...urls, item.result_url].filter((u): u is string => Boolean(u))
}

/**
 * Who was made from whom, told from what status records carry (an echoed
 * `source_generation_id`, `source_media_urls` pointing at another job's output) and from what this
 * browser recorded when it started a job (`madeFrom`), and from the links the workspace recorded
 * from any device (`recorded`: a tool's source shows on a browser that never tracked the job).
 * Links are kept once per pair.
 */
export function buildLineage(
  items: readonly GenerationStatus[],
  tracked: readonly TrackedJob[],
  recorded: readonly LineageLink[] = [],
): (id: string) => Lineage {
  const refs = new Map<string, LineageRef>()
  for (const item of items) {
    const { kind, id } = jobOfListed(item)
    refs.set(id, { kind, id, label: labelOf(item) })
  }
  for (const job of tracked) {
    if (!refs.has(job.id)) refs.set(job.id, { kind: job.kind, id: job.id, label: job.label })
  }
  for (const { source } of recorded) {
    if (!refs.has(source.id) && source.label) {
      refs.set(source.id, { kind: source.kind, id: source.id, label: source.label })
    }
  }
  const byUrl = new Map<string, string>()
  for (const item of items) for (const url of outputUrls(item)) byUrl.set(url, item.id)

  const parents = new Map<string, Set<string>>()
  const link = (child: string, parent: string | undefined | null) => {
    if (!parent || parent === child) return
    const set = parents.get(child) ?? new Set<string>()
    set.add(parent)
    parents.set(child, set)
  }
  for (const item of items) {
    link(item.id, item.source_generation_id)
    for (const url of toList(item.source_media_urls)) link(item.id, byUrl.get(url))
  }
  for (const job of tracked) for (const source of job.madeFrom ?? []) link(job.id, source.id)
  for (const { output, source } of recorded) link(output.id, source.id)

  const refOf = (id: string): LineageRef => refs.get(id) ?? { kind: 'media', id, label: UNTITLED }
  return (id) => ({
    madeFrom: [...(parents.get(id) ?? [])].map(refOf),
    usedIn: [...parents].filter(([, set]) => set.has(id)).map(([child]) => refOf(child)),
  })
}
