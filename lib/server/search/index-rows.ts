import { GenerationStatus } from '@/lib/api/generations'
import { jobOfListed, type JobKind } from '@/lib/api/job-kinds'
import { mediaKindOfUrl } from '@/lib/api/media-kinds'
import type { ResultKind } from '@/lib/studio-api/result-kinds'

/**
 * One result as the search index keeps it: the words it is found by and the record its tile is
 * drawn from (the history list's shape, docs/decisions.md §D3). Built from what the service
 * answered (a history read, a status poll) or what the studio itself recorded of a job. Pure.
 */
export interface IndexRow {
  jobKind: JobKind
  itemId: string
  resultKinds: ResultKind[]
  model: string | null
  status: string
  generationType: string | null
  /** The service's own time of creation; a row without one is dated when indexed. */
  createdAt: string | null
  /** The prompt (or a speech's text, an order's brief): found first. */
  prompt: string
  /** Titles, lyrics, styles, scene prompts: found too, ranked after the prompt. */
  details: string
  /** The tile's record; null keeps the one already indexed (a status poll adds words only). */
  record: GenerationStatus | null
}

/** Bounds on what one row keeps: a prompt of a few pages, a song's lyrics, a tile's record. */
export const ROW_LIMITS = { prompt: 4000, details: 8000, record: 16 * 1024, outputs: 8 } as const

/** Generation types of the tools that make a result from another (docs/service-contract.md §4.2). */
const TOOL_TYPES = new Set(['extend', 'dubbing', 'captions', 'finalize-draft', 'remove-background'])

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text)
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')
/** Words from several places, each once, in order. */
const joined = (parts: readonly unknown[], max: number) =>
  cut([...new Set(parts.map(text).filter(Boolean))].join('\n'), max)

/** What a listed (or polled) record is, as `kind:` names it; `modelType` is the catalog's. */
export function resultKindsOf(
  kind: JobKind,
  record: Pick<GenerationStatus, 'generation_type' | 'outputs'>,
  modelType: string | null,
): ResultKind[] {
  if (kind === 'premium') return ['order', 'video']
  if (kind === 'story') return ['story', 'video']
  if (kind === 'separation') return ['stems']
  if (kind === 'music') return ['song']
  const type = (record.generation_type ?? '').toLowerCase()
  const kinds = new Set<ResultKind>()
  if (TOOL_TYPES.has(type)) kinds.add('tool')
  if (type.includes('speech') || type.includes('dialogue') || modelType === 'speech')
    kinds.add('speech')
  for (const output of record.outputs ?? []) {
    const declared = output.media_type?.toLowerCase().split('/')[0]
    const url = output.url ?? output.optimized_url ?? ''
    const media = declared === 'image' || declared === 'video' ? declared : mediaKindOfUrl(url)
    if (media === 'image' || media === 'video') kinds.add(media)
  }
  if (![...kinds].some((k) => k === 'image' || k === 'video' || k === 'speech')) {
    // Nothing published yet: what the type or the model makes.
    if (type.includes('video') || modelType === 'video') kinds.add('video')
    else if (type.includes('image') || modelType === 'image' || type === 'remove-background')
      kinds.add('image')
  }
  return [...kinds]
}

/** The record bounded for keeping: its prompt and outputs cut when it would weigh too much. */
function keptRecord(record: GenerationStatus): GenerationStatus {
  if (JSON.stringify(record).length <= ROW_LIMITS.record) return record
  return {
    id: record.id,
    status: record.status,
    model: record.model,
    prompt: record.prompt ? cut(record.prompt, 1000) : record.prompt,
    generation_type: record.generation_type,
    created_at: record.created_at,
    completed_at: record.completed_at,
    credits_deducted: record.credits_deducted,
    error_message: record.error_message ? cut(record.error_message, 500) : record.error_message,
    order_id: record.order_id,
    outputs: (record.outputs ?? []).slice(0, ROW_LIMITS.outputs),
  }
}

/** Words a record may carry beyond its prompt (loose members the service or a kind adds). */
const WORD_MEMBERS = ['title', 'lyrics', 'style', 'text', 'brief', 'description'] as const

/** A history item (docs/decisions.md §D3), whatever its kind. */
export function rowOfListed(item: GenerationStatus, modelType: string | null = null): IndexRow {
  const job = jobOfListed(item)
  const loose = item as Record<string, unknown>
  return {
    jobKind: job.kind,
    itemId: job.id,
    resultKinds: resultKindsOf(job.kind, item, modelType),
    model: item.model ?? null,
    status: item.status,
    generationType: item.generation_type ?? null,
    createdAt: item.created_at ?? null,
    prompt: cut(text(item.prompt), ROW_LIMITS.prompt),
    details: joined(
      WORD_MEMBERS.map((m) => loose[m]),
      ROW_LIMITS.details,
    ),
    record: keptRecord(item),
  }
}

/** Every history item of a read that parses; the rest are skipped. */
export function rowsOfList(items: readonly unknown[], modelTypes: ModelTypes): IndexRow[] {
  return items.flatMap((raw) => {
    const item = GenerationStatus.safeParse(raw)
    if (!item.success) return []
    return [rowOfListed(item.data, modelTypes(item.data.model ?? null))]
  })
}

/** The catalog's model type of a model id, or null when it is not known. */
export type ModelTypes = (model: string | null) => string | null

/** What a row is found by beyond its own words: the model's names and the kind's. */
const KIND_WORDS: Record<ResultKind, string> = {
  image: 'image picture',
  video: 'video clip',
  song: 'song music',
  speech: 'speech voice',
  stems: 'stems vocals instrumental',
  story: 'story',
  order: 'premium order',
  tool: 'tool',
}

/** A model id read as words: "veo3-1-fast" is found by "veo3", "1" and "fast". */
const idWords = (id: string) => id.replace(/[-_.]+/g, ' ')

/** A row as the store keeps it: with the model's family and name from the catalog. */
export interface StoredRow extends IndexRow {
  family: string | null
  modelName: string
  meta: string
}

export function storedRow(
  row: IndexRow,
  facts: { family: string | null; name: string | null },
): StoredRow {
  const modelName = facts.name ?? (row.model ? idWords(row.model) : '')
  const meta = [
    row.model ? idWords(row.model) : '',
    facts.name ?? '',
    facts.family && facts.family !== row.model ? idWords(facts.family) : '',
    row.generationType ? idWords(row.generationType) : '',
    ...row.resultKinds.map((k) => KIND_WORDS[k]),
  ]
  return {
    ...row,
    family: row.model ? (facts.family ?? row.model) : null,
    modelName,
    meta: cut(meta.filter(Boolean).join(' '), 1000),
  }
}
