import type { CaptionsRequest } from '@/lib/api/captions'
import { useToolJob } from './tool-job'

/** POST /v1/generate/captions (spec 4.2): an MP4 with captions burned in. */
export const useCaptions = () => useToolJob<CaptionsRequest>('captions', '/v1/generate/captions')
