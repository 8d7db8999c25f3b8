import type { MusicStatus, Song } from '@/lib/api'
import type { FileStore } from '../../files'
import type { Services } from '../../services'
import type { JobBase, JobOf, JobOutput } from '../../store/types'

/** 0 while queued, then by elapsed time (at most 99) until the job completes with 100. */
function progressOf(job: JobBase, services: Services): number {
  if (job.status === 'completed') return 100
  if (!job.startedAt) return 0
  const totalMs = job.estimatedSeconds * 1000 * services.config.timeScale
  const elapsed = services.now().getTime() - Date.parse(job.createdAt)
  const share = totalMs > 0 ? elapsed / totalMs : 1
  return Math.max(1, Math.min(99, Math.floor(share * 100)))
}

/**
 * A song's files exist before the CDN upload ends: like the real service, `stream_url` comes first
 * and `audio_url` once the job is completed.
 */
function songView(job: JobOf<'music'>, output: JobOutput, files: FileStore): Song {
  const p = job.params
  const url = files.urlOf(output.file)
  const published = job.cdnReady
  return {
    id: Number(output.id),
    title: p.title,
    audio_url: published ? url : null,
    stream_url: url,
    stream_audio_url: url,
    cover_image_url: output.thumbnailFile ? files.urlOf(output.thumbnailFile) : null,
    duration_seconds: output.durationSeconds ?? null,
    lyrics: p.lyrics,
    style: p.style,
  }
}

/** The Music generation status of docs/service-contract.md §2.4. */
export function musicStatusView(job: JobOf<'music'>, services: Services): MusicStatus {
  const p = job.params
  return {
    id: Number(job.id),
    status: job.status,
    progress: progressOf(job, services),
    model: job.model,
    prompt: job.prompt,
    style: p.style,
    title: p.title,
    instrumental: p.instrumental,
    created_at: job.createdAt,
    completed_at: job.completedAt,
    credits_deducted: job.creditsDeducted,
    songs: job.outputs.map((output) => songView(job, output, services.files)),
    error_message: job.errorMessage,
  }
}
