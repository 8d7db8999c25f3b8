import type { GenerationStatus, Output } from '@/lib/api'
import type { FileStore } from '../files'
import type { JobOutput, JobRecord } from '../store/types'

function optimizationStatus(job: JobRecord): string {
  if (job.cdnReady) return 'completed'
  if (job.optimizationFailed) return 'failed'
  return 'processing'
}

function outputView(job: JobRecord, o: JobOutput, files: FileStore): Output {
  const published = job.cdnReady
  // With failed optimization the original stays reachable; optimized and thumbnail never come.
  const url = published || job.optimizationFailed ? files.urlOf(o.file) : null
  return {
    id: o.id,
    media_type: o.mediaType,
    url,
    optimized_url: published ? files.urlOf(o.file) : null,
    thumbnail_url: published && o.thumbnailFile ? files.urlOf(o.thumbnailFile) : null,
    optimization_status: optimizationStatus(job),
    width: o.width ?? null,
    height: o.height ?? null,
    format: o.format,
    file_size: o.fileSize,
    ...(o.durationSeconds === undefined ? {} : { duration_seconds: o.durationSeconds }),
    ...(o.role ? { role: o.role } : {}),
  }
}

/** The Generation status body of docs/service-contract.md §2.3 for a job. */
export function generationStatusView(job: JobRecord, files: FileStore): GenerationStatus {
  const completed = job.status === 'completed' && job.completedAt
  return {
    id: job.id,
    status: job.status,
    cdn_ready: job.cdnReady,
    model: job.model,
    prompt: job.prompt,
    generation_type: job.generationType,
    created_at: job.createdAt,
    completed_at: job.completedAt,
    processing_time_ms: completed ? Date.parse(job.completedAt!) - Date.parse(job.createdAt) : null,
    credits_deducted: job.creditsDeducted,
    outputs: job.outputs.map((o) => outputView(job, o, files)),
    error_message: job.errorMessage,
    source_task_id: job.sourceTaskId,
    source_media_urls: job.sourceMediaUrls,
    ...sourceGeneration(job),
    ...requestedOptions(job),
  }
}

/** Extend and finalize-draft jobs name the generation they were made from (lineage). */
function sourceGeneration(job: JobRecord): { source_generation_id?: string } {
  return 'sourceGenerationId' in job.params && job.params.sourceGenerationId
    ? { source_generation_id: job.params.sourceGenerationId }
    : {}
}

/** Options of the request the status record repeats (media jobs and what was made from them). */
function requestedOptions(job: JobRecord): Record<string, unknown> {
  return ('requested' in job.params && job.params.requested) || {}
}
