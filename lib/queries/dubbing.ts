import type { DubbingRequest } from '@/lib/api/dubbing'
import { useToolJob } from './tool-job'
import { routePath } from '@/lib/api/routes'

/** POST /v1/generate/dubbing (DESIGN.md): one dubbed video per target language. */
export const useDubbing = () =>
  useToolJob<DubbingRequest>('dubbing', routePath('v1_dubbing_generate'))
