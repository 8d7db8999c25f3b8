import { z } from 'zod'
import { lazySchema } from './lazy-schema'

/** Query of POST /v1/upload/media; the bucket must be on the allowlist (UPLOAD_BUCKETS). */
export const UploadQuery = lazySchema(() =>
  z.strictObject({
    bucket: z.string().optional(),
  }),
)
export type UploadQuery = z.infer<typeof UploadQuery>

/** POST /v1/upload/media response (docs/service-contract.md §2.11). */
export const UploadResponse = lazySchema(() =>
  z.looseObject({
    success: z.boolean(),
    urls: z.array(z.string()),
    bucket: z.string().nullish(),
    uploaded: z.int().nullish(),
  }),
)
export type UploadResponse = z.infer<typeof UploadResponse>

/** The multipart field that carries the file. */
export const UPLOAD_FILE_FIELD = 'file'
