import { rm } from 'node:fs/promises'
import { apiError } from '../http/api-error'
import type { RouteContext } from '../http/route-context'
import type { MediaApi } from '../jobs/media-api'
import { fetchInput, type FetchedInput } from './fetch-input'
import { InputError } from './source'

export type MediaProbe = Awaited<ReturnType<MediaApi['probeMedia']>>

export interface JobInput extends FetchedInput {
  /** File name in the public file store (`<job id>-input`), kept for the renderer. */
  name: string
  file: string
  /** What the content really is; null when it is no image, video or audio at all. */
  probe: MediaProbe | null
}

export interface JobInputOptions {
  /** The request member holding the URL, named in errors. */
  param: string
  jobId: string
  maxBytes: number
  /** file_too_large is 413 unless the route says otherwise. */
  tooLargeStatus?: number
  checkType?: (contentType: string) => void
}

function asApiError(error: unknown, o: JobInputOptions): unknown {
  if (!(error instanceof InputError)) return error
  if (error.reason === 'too_large') {
    return apiError(
      'file_too_large',
      `${o.param}: the file is larger than ${o.maxBytes} bytes`,
      { param: o.param, max_bytes: o.maxBytes },
      o.tooLargeStatus,
    )
  }
  return apiError('fetch_failed', `${o.param}: ${error.message}`, { param: o.param })
}

/**
 * Fetches and probes a job's input URL into the job's own file, then hands it to `start` (which
 * validates, charges and starts the job). Any rejection removes the file: nothing stays behind.
 */
export async function withJobInput<T>(
  ctx: RouteContext,
  url: string,
  o: JobInputOptions,
  start: (input: JobInput) => T | Promise<T>,
): Promise<T> {
  const name = `${o.jobId}-input`
  const file = ctx.services.files.pathOf(name)
  try {
    const fetched = await fetchInput(ctx.services, url, { ...o, destFile: file })
    const { probeMedia } = await ctx.services.media()
    const probe = await probeMedia(file).catch(() => null)
    return await start({ ...fetched, name, file, probe })
  } catch (error) {
    await rm(file, { force: true })
    throw asApiError(error, o)
  }
}
