import { GenerationStatus, type Output } from '@/lib/api/generations'
import { JOB_KIND_DEFS, jobKindDef, type JobKind } from '@/lib/api/job-kinds'
import { MusicStatus } from '@/lib/api/music'
import { PremiumOrder } from '@/lib/api/premium'
import { StoryStatus } from '@/lib/api/story'
import type { TrackedJob } from '@/lib/studio-api/jobs'
import {
  ROW_LIMITS,
  resultKindsOf,
  rowOfListed,
  type IndexRow,
  type ModelTypes,
} from './index-rows'

// What a status answer (a job followed by a page, docs/service-contract.md §4.2-4.7) or the
// studio's own record of a job adds to the index: the words the history list does not carry
// (song titles and lyrics, scene prompts, an order's title), and a record to draw a tile from
// until the history lists the job. Pure.

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text)
const words = (parts: readonly (string | null | undefined)[], max: number) =>
  cut([...new Set(parts.map((p) => p?.trim() ?? '').filter(Boolean))].join('\n'), max)

/** A tile's record made from another kind's status answer, through the job kind table. */
function recordOf(kind: JobKind, id: string, status: string, answer: unknown): GenerationStatus {
  const def = jobKindDef(kind)
  const parsed = def.status.safeParse(answer)
  const outputs: Output[] = parsed.success
    ? def.outputs(parsed.data).map((output, index) => ({
        id: `${id}-${output.label ?? index}`,
        media_type: output.kind === 'other' ? null : output.kind,
        url: output.url,
        optimized_url: output.url,
        role: output.label,
      }))
    : []
  return { id, status, outputs: outputs.slice(0, ROW_LIMITS.outputs) }
}

/**
 * The row a status answer of `kind` makes, or null when it does not parse. `id` is the one the
 * page polled (the answer's own may be missing or a number).
 */
export function rowOfStatus(
  kind: JobKind,
  id: string,
  answer: unknown,
  modelTypes: ModelTypes,
): IndexRow | null {
  if (kind === 'media') {
    const media = GenerationStatus.safeParse(answer)
    if (!media.success) return null
    return rowOfListed({ ...media.data, id }, modelTypes(media.data.model ?? null))
  }
  const status = JOB_KIND_DEFS[kind].status.safeParse(answer)
  if (!status.success) return null
  const base = {
    jobKind: kind,
    itemId: id,
    resultKinds: resultKindsOf(kind, {}, null),
    status: status.data.status,
    generationType: null,
  }
  if (kind === 'music') {
    const music = MusicStatus.parse(answer)
    const songs = music.songs ?? []
    const record = recordOf(kind, id, music.status, answer)
    return {
      ...base,
      model: null,
      createdAt: music.created_at ?? null,
      prompt: cut(music.prompt?.trim() ?? '', ROW_LIMITS.prompt),
      details: words(
        [music.title, music.style, ...songs.flatMap((s) => [s.title, s.style, s.lyrics])],
        ROW_LIMITS.details,
      ),
      record: { ...record, prompt: music.prompt ?? music.title, created_at: music.created_at },
    }
  }
  if (kind === 'story') {
    const story = StoryStatus.parse(answer)
    const record = recordOf(kind, id, story.status, answer)
    return {
      ...base,
      model: story.model ?? null,
      createdAt: story.created_at ?? null,
      prompt: cut(story.title?.trim() ?? '', ROW_LIMITS.prompt),
      details: words(
        story.scenes.map((s) => s.prompt),
        ROW_LIMITS.details,
      ),
      record: { ...record, model: story.model, prompt: story.title, created_at: story.created_at },
    }
  }
  if (kind === 'premium') {
    const order = PremiumOrder.parse(answer)
    const record = recordOf(kind, id, order.status, answer)
    return {
      ...base,
      model: null,
      createdAt: order.created_at ?? null,
      prompt: '',
      details: words([order.title], ROW_LIMITS.details),
      record: { ...record, order_id: id, prompt: order.title, created_at: order.created_at },
    }
  }
  // Stems carry no words of their own: the row dates them and keeps their tile.
  return {
    ...base,
    model: null,
    createdAt: null,
    prompt: '',
    details: '',
    record: recordOf(kind, id, status.data.status, answer),
  }
}

/** How a job the studio followed ended, in the status words of the history (docs/service-contract.md §3). */
const OUTCOME_STATUS: Record<NonNullable<TrackedJob['outcome']>, string> = {
  completed: 'completed',
  failed: 'failed',
  cancelled: 'cancelled',
  publish_failed: 'completed',
  lost: 'failed',
}

/** The row of a job this studio started, as its tray recorded it (its label is its prompt). */
export function rowOfTracked(job: TrackedJob): IndexRow {
  const status = job.outcome ? OUTCOME_STATUS[job.outcome] : 'processing'
  return {
    jobKind: job.kind,
    itemId: job.id,
    resultKinds: resultKindsOf(job.kind, {}, null),
    model: job.model || null,
    status,
    generationType: null,
    createdAt: null,
    prompt: cut(job.label.trim(), ROW_LIMITS.prompt),
    details: '',
    record: {
      id: job.id,
      status,
      model: job.model || null,
      prompt: job.label,
      created_at: job.startedAt,
      outputs: [],
      ...(job.kind === 'premium' ? { order_id: job.id } : {}),
    },
  }
}
