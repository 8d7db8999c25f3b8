import type { CaptionsRequest } from '@/lib/api/captions'
import { postTool, useToolJob } from './tool-job'

/** POST /v1/generate/captions (spec 4.2): an MP4 with captions burned in. */
const startCaptions = (request: CaptionsRequest) => postTool('/v1/generate/captions', request)

export const useCaptions = () => useToolJob('captions', startCaptions)
