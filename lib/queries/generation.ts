import { useQuery } from '@tanstack/react-query'
import { jobStatusQueryOptions, type JobStart } from './job-status'
import { useDocumentHidden } from '@/lib/jobs/use-document-hidden'

export { refreshAfterJob, type JobStart } from './job-status'

/** Status of one media job (also dialogue, captions, dubbing, remove-background, extend). */
export const generationQueryOptions = (id: string, start?: JobStart) =>
  jobStatusQueryOptions('media', id, start)

export function useGenerationStatus(id: string, start?: JobStart) {
  useDocumentHidden()
  return useQuery(generationQueryOptions(id, start))
}
