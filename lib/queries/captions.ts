import type { CaptionsRequest } from '@/lib/api/captions'
import { useToolJob } from './tool-job'
import { routePath } from '@/lib/api/routes'

/** POST /v1/generate/captions (spec 4.2): an MP4 with captions burned in. */
export const useCaptions = () =>
  useToolJob<CaptionsRequest>('captions', routePath('v1_captions_generate'))
