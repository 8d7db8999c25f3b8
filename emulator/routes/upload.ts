import { randomUUID } from 'node:crypto'
import { rename, rm } from 'node:fs/promises'
import {
  UPLOAD_BUCKETS,
  UPLOAD_FILE_FIELD,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  UploadQuery,
  type UploadResponse,
} from '@/lib/api'
import { extensionOf } from '../files'
import { ApiError, apiError, invalidParam } from '../http/api-error'
import { receiveFiles, type ReceivedFile } from '../http/multipart'
import type { RouteContext, RouteHandler, RouteHandlers } from '../http/route-context'
import type { RouteId } from '@/lib/api/routes'

const MEDIA_TYPE = /^(image|video|audio)\//
/** Browsers label files they cannot name as octet-stream; the content decides then. */
const UNLABELED = ['', 'application/octet-stream']

function checkDeclaredType(type: string, filename: string): void {
  if (MEDIA_TYPE.test(type) || UNLABELED.includes(type)) return
  throw invalidParam(UPLOAD_FILE_FIELD, `'${filename}' is ${type}; upload an image, video or audio`)
}

function bucketOf(ctx: RouteContext): string {
  const { bucket = UPLOAD_BUCKETS[0] } = ctx.query(UploadQuery)
  if ((UPLOAD_BUCKETS as readonly string[]).includes(bucket)) return bucket
  throw apiError('invalid_bucket', `Bucket '${bucket}' is not allowed`, {
    param: 'bucket',
    valid_values: [...UPLOAD_BUCKETS],
  })
}

/** 413 from the declared length alone, before a byte of the body is read. */
function checkDeclaredLength(request: Request): void {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN)
  if (!(declared > UPLOAD_MAX_BYTES)) return
  throw apiError('file_too_large', `The upload is larger than ${UPLOAD_MAX_BYTES} bytes`, {
    param: UPLOAD_FILE_FIELD,
    max_bytes: UPLOAD_MAX_BYTES,
    content_length: declared,
  })
}

/** Probes every received file; all are kept under public names, or none. */
async function keepMediaFiles(ctx: RouteContext, received: ReceivedFile[], bucket: string) {
  const { files, media } = ctx.services
  const { probeMedia } = await media()
  try {
    const probes = await Promise.all(
      received.map((r) =>
        probeMedia(r.tempFile).catch(() => {
          const name = r.filename || 'the file'
          throw invalidParam(UPLOAD_FILE_FIELD, `'${name}' is not an image, video or audio file`)
        }),
      ),
    )
    const names = probes.map((p) => `${bucket}-${randomUUID()}.${extensionOf(p.mime)}`)
    await Promise.all(received.map((r, i) => rename(r.tempFile, files.pathOf(names[i]!))))
    return names
  } catch (error) {
    await Promise.all(received.map((r) => rm(r.tempFile, { force: true })))
    throw error
  }
}

/** The unread rest of an upload makes the connection unusable, so every rejection closes it. */
function closingOnError<Id extends RouteId>(handler: RouteHandler<Id>): RouteHandler<Id> {
  return async (ctx) => {
    try {
      return await handler(ctx)
    } catch (error) {
      if (error instanceof ApiError) error.headers.Connection = 'close'
      throw error
    }
  }
}

/** POST /v1/upload/media (docs/service-contract.md §4.3): multipart streamed to disk, probed, served at /files. */
export const uploadRoutes: RouteHandlers = {
  v1_upload_media: closingOnError(async (ctx) => {
    if (!ctx.services.config.uploads) {
      throw apiError('upload_not_configured', 'Upload storage is not configured', {
        hint: 'The emulator runs with EMULATOR_UPLOADS=off; pass media as public URLs instead',
      })
    }
    const bucket = bucketOf(ctx)
    checkDeclaredLength(ctx.c.req.raw)
    const received = await receiveFiles(ctx.c.req.raw, {
      field: UPLOAD_FILE_FIELD,
      dir: ctx.services.files.dir,
      maxBytes: UPLOAD_MAX_BYTES,
      maxFiles: UPLOAD_MAX_FILES,
      checkDeclaredType,
    })
    const names = await keepMediaFiles(ctx, received, bucket)
    const urls = names.map((name) => ctx.services.files.urlOf(name))
    const body: UploadResponse = { success: true, urls, bucket, uploaded: urls.length }
    return ctx.json(body)
  }),
}
