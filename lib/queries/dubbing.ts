import type { DubbingRequest } from '@/lib/api/dubbing'
import { postTool, useToolJob } from './tool-job'

/** POST /v1/generate/dubbing (DESIGN.md): one dubbed video per target language. */
const startDubbing = (request: DubbingRequest) => postTool('/v1/generate/dubbing', request)

export const useDubbing = () => useToolJob('dubbing', startDubbing)
