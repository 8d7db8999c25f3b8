import { jobStatusQueryOptions } from './job-status'
import type { JobStart } from './status-query'

export type { JobStart } from './status-query'

/** Status of one media job (also dialogue, captions, dubbing, remove-background, extend). */
export const generationQueryOptions = (id: string, start?: JobStart) =>
  jobStatusQueryOptions('media', id, start)
