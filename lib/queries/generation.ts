import { jobStatusQueryOptions, type JobStart } from './job-status'

export type { JobStart } from './job-status'

/** Status of one media job (also dialogue, captions, dubbing, remove-background, extend). */
export const generationQueryOptions = (id: string, start?: JobStart) =>
  jobStatusQueryOptions('media', id, start)
