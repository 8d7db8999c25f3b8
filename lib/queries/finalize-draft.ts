import type { FinalizeDraftRequest } from '@/lib/api/extend'
import { useToolJob } from './tool-job'

/** POST /v1/generate/media/finalize-draft (spec 4.2): a draft rendered again at 1080p. */
export const useFinalizeDraft = () =>
  useToolJob<FinalizeDraftRequest>('finalize-draft', '/v1/generate/media/finalize-draft')
