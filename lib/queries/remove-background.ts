import type { RemoveBackgroundRequest } from '@/lib/api/remove-background'
import { useToolJob } from './tool-job'
import { routePath } from '@/lib/api/routes'

/** POST /v1/generate/remove-background (spec 4.2): a PNG with a transparent background. */
export const useRemoveBackground = () =>
  useToolJob<RemoveBackgroundRequest>('remove-background', routePath('v1_remove_background'))
