import type { ExtendRequest } from '@/lib/api/extend'
import { useToolJob } from './tool-job'
import { routePath } from '@/lib/api/routes'

/** POST /v1/generate/media/extend (spec 4.2): a clip appended to a Veo 3.1 video. */
export const useExtend = () => useToolJob<ExtendRequest>('extend', routePath('v1_media_extend'))
