import type { FinalizeDraftRequest } from '@/lib/api/extend'
import { useToolJob } from './tool-job'
import { routePath } from '@/lib/api/routes'

/** POST /v1/generate/media/finalize-draft (spec 4.2): a draft rendered again at 1080p. */
export const useFinalizeDraft = () =>
  useToolJob<FinalizeDraftRequest>('finalize-draft', routePath('v1_media_finalize_draft'))
