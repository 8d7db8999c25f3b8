import type { ExtendRequest } from '@/lib/api/extend'
import { postTool, useToolJob } from './tool-job'

/** POST /v1/generate/media/extend (spec 4.2): a clip appended to a Veo 3.1 video. */
const startExtend = (request: ExtendRequest) => postTool('/v1/generate/media/extend', request)

export const useExtend = () => useToolJob('extend', startExtend)
