import type { RemoveBackgroundRequest } from '@/lib/api/remove-background'
import { postTool, useToolJob } from './tool-job'

/** POST /v1/generate/remove-background (spec 4.2): a PNG with a transparent background. */
const startRemoveBackground = (request: RemoveBackgroundRequest) =>
  postTool('/v1/generate/remove-background', request)

export const useRemoveBackground = () => useToolJob('remove-background', startRemoveBackground)
