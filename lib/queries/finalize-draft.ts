import type { FinalizeDraftRequest } from '@/lib/api/extend'
import { postTool, useToolJob } from './tool-job'

/** POST /v1/generate/media/finalize-draft (spec 4.2): a draft rendered again at 1080p. */
const startFinalizeDraft = (request: FinalizeDraftRequest) =>
  postTool('/v1/generate/media/finalize-draft', request)

export const useFinalizeDraft = () => useToolJob('finalize-draft', startFinalizeDraft)
