import { z } from 'zod'
import { lazySchema } from './lazy-schema'
import { GenerationAccepted, GenerationStatus, PREMIUM_GENERATION_TYPE } from './generations'
import type { Output } from './generations'
import { JOB_KINDS, type JobKind } from './job-kind-names'
import { statusPhase, type JobPhase } from './job-status'
import { followedOn, kindOf, ref, type JobKindDef, type JobOutputRef } from './job-kind-def'
import type { MediaKind } from './media-kinds'
import { MusicAccepted, MusicStatus } from './music'
import type { PremiumOrder } from './premium'
import { premiumKind } from './premium-kind'
import { SeparationAccepted, SeparationStatus } from './separation'
import { STORY_GENERATION_TYPE, StoryAccepted, StoryStatus } from './story'

export { JOB_KINDS, type JobKind }

/**
 * Every kind of job the service runs, with how it is started, polled, ended and read
 * (docs/architecture.md, "Where to add things"). The one table the studio's job watcher, the tray, the
 * gallery and the tests read: a new kind of job is a new row here, never a second list.
 */

function mediaOutputKind(output: Output, url: string): MediaKind | 'other' {
  const declared = output.media_type?.toLowerCase().split('/')[0]
  if (declared === 'image' || declared === 'video' || declared === 'audio') return declared
  return kindOf(url)
}

/** Media outputs listed with null URLs are still being published to the CDN (docs/service-contract.md §3). */
export function mediaPhase(record: Pick<GenerationStatus, 'status' | 'outputs'>): JobPhase {
  const said = statusPhase(record.status)
  // Only music streams; for media it is one more word for running.
  const phase = said === 'streaming' ? 'running' : said
  if (phase !== 'running' && phase !== 'queued') return phase
  const outputs = record.outputs ?? []
  if (outputs.some((o) => o.optimization_status?.toLowerCase() === 'failed')) {
    return 'publish_failed'
  }
  if (phase === 'running' && outputs.length > 0 && outputs.some((o) => !o.url && !o.optimized_url))
    return 'publishing'
  return phase
}

const media: JobKindDef<GenerationStatus> = {
  noun: 'Image or video',
  startRoutes: [
    'v1_media_generate',
    'v1_media_extend',
    'v1_media_finalize_draft',
    'v1_remove_background',
    'v1_captions_generate',
    'v1_dubbing_generate',
    'v1_dialogue_generate',
  ],
  ...followedOn('v1_media_status_get', 'id'),
  status: GenerationStatus,
  acceptedId: (body) => GenerationAccepted.parse(body).generation_id,
  phase: mediaPhase,
  outputs: (record) => {
    const outputs = (record.outputs ?? []).flatMap((o): JobOutputRef[] => {
      const url = o.optimized_url ?? o.url
      const role = typeof o.role === 'string' ? o.role : null
      return url ? [{ url, kind: mediaOutputKind(o, url), label: role }] : []
    })
    return outputs.length ? outputs : ref(record.result_url, null)
  },
  message: (record) => record.error_message ?? null,
  notFoundGraceMs: 0,
  pendingRecord: (id) => ({ id, status: 'pending', outputs: [] }),
}

const music: JobKindDef<MusicStatus> = {
  noun: 'Music',
  startRoutes: ['v1_music_generate'],
  ...followedOn('v1_music_status_get', 'id'),
  status: MusicStatus,
  acceptedId: (body) => String(MusicAccepted.parse(body).generation_id),
  phase: (record) => {
    const phase = statusPhase(record.status)
    const streamable = (record.songs ?? []).some((s) => s.stream_url && !s.audio_url)
    return phase === 'running' && streamable ? 'streaming' : phase
  },
  outputs: (record) =>
    (record.songs ?? []).flatMap((song) => {
      const url = song.audio_url ?? song.stream_url
      return url ? [{ url, kind: 'audio' as const, label: song.title ?? null }] : []
    }),
  message: (record) => record.error_message ?? null,
  // docs/decisions.md §D15 (keep polling for up to 30 s before calling it lost)
  notFoundGraceMs: 30_000,
  pendingRecord: (id) => ({ id, status: 'pending', songs: [] }),
}

const separation: JobKindDef<SeparationStatus> = {
  noun: 'Stems',
  startRoutes: ['v1_separation_generate'],
  ...followedOn('v1_separation_status', 'id'),
  status: SeparationStatus,
  acceptedId: (body) => SeparationAccepted.parse(body).separation_id,
  phase: (record) => statusPhase(record.status),
  outputs: (record) => [
    ...ref(record.vocals_url, 'vocals'),
    ...ref(record.instrumental_url, 'instrumental'),
  ],
  message: (record) => record.error_message ?? null,
  notFoundGraceMs: 0,
  pendingRecord: (id) => ({ id, status: 'pending' }),
}

const story: JobKindDef<StoryStatus> = {
  noun: 'Story',
  startRoutes: ['v1_story_generate'],
  ...followedOn('v1_story_status_get', 'job_id'),
  status: StoryStatus,
  acceptedId: (body) => StoryAccepted.parse(body).story_job_id,
  phase: (record) => statusPhase(record.status),
  outputs: (record) => ref(record.final_video_url, null),
  message: (record) => {
    if (record.error_message) return record.error_message
    const failed = record.scenes.find((s) => statusPhase(s.status) === 'failed')
    return failed ? `Scene ${failed.index + 1} failed.` : null
  },
  notFoundGraceMs: 0,
  pendingRecord: (id) => ({ id, status: 'pending', scenes: [] }),
}

export type JobStatusOf<K extends JobKind> = {
  media: GenerationStatus
  music: MusicStatus
  separation: SeparationStatus
  story: StoryStatus
  premium: PremiumOrder
}[K]

export const JOB_KIND_DEFS: { [K in JobKind]: JobKindDef<JobStatusOf<K>> } = {
  media,
  music,
  separation,
  story,
  premium: premiumKind,
}

/** Any kind's definition, for code that handles every kind alike. */
export function jobKindDef(kind: JobKind): JobKindDef<unknown> {
  return JOB_KIND_DEFS[kind] as JobKindDef<unknown>
}

/**
 * Which status route follows an item of the generations list, and by which id. The list carries
 * every kind in the Generation status shape (docs/decisions.md §D3); its `generation_type` tells the kind.
 */
// docs/decisions.md §D3 (music and separation are told by their catalog generation type)
export function jobOfListed(item: GenerationStatus): { kind: JobKind; id: string } {
  const type = (item.generation_type ?? '').toLowerCase()
  if (type === PREMIUM_GENERATION_TYPE || item.order_id) {
    return { kind: 'premium', id: item.order_id ?? item.id }
  }
  if (type === STORY_GENERATION_TYPE) return { kind: 'story', id: item.id }
  if (type.includes('music')) return { kind: 'music', id: item.id }
  if (type.includes('separation')) return { kind: 'separation', id: item.id }
  return { kind: 'media', id: item.id }
}

const NamesModel = lazySchema(() => z.looseObject({ model: z.string().nullish() }))

/** The model an accepted answer names (docs/service-contract.md §2.2 may repeat it; a family resolves to one). */
export function acceptedModel(body: unknown): string | null {
  const parsed = NamesModel.safeParse(body)
  return parsed.success ? (parsed.data.model ?? null) : null
}
