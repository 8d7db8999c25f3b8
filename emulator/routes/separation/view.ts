import type { SeparationStatus } from '@/lib/api'
import type { FileStore } from '../../files'
import type { StemRole } from '../../jobs/renderers/separation'
import type { JobRecord } from '../../store/types'

/** The separation status (docs/decisions.md §D6): stem URLs once the job is completed. */
export function separationStatusView(job: JobRecord, files: FileStore): SeparationStatus {
  const stemUrl = (role: StemRole) => {
    const output = job.outputs.find((o) => o.role === role)
    return job.cdnReady && output ? files.urlOf(output.file) : null
  }
  return {
    id: job.id,
    status: job.status,
    model: job.model,
    vocals_url: stemUrl('vocals'),
    instrumental_url: stemUrl('instrumental'),
    source_media_url: job.sourceMediaUrls[0] ?? null,
    created_at: job.createdAt,
    completed_at: job.completedAt,
    credits_deducted: job.creditsDeducted,
    error_message: job.errorMessage,
  }
}
