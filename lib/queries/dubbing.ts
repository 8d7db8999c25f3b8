import type { DubbingRequest } from '@/lib/api/dubbing'
import { useToolJob } from './tool-job'

/** POST /v1/generate/dubbing (DESIGN.md): one dubbed video per target language. */
export const useDubbing = () => useToolJob<DubbingRequest>('dubbing', '/v1/generate/dubbing')
