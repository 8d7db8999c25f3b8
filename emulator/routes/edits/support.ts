import { mediaKindOfUrl, type MediaKind, type Model } from '@/lib/api'
import { apiError } from '../../http/api-error'
import type { RouteContext } from '../../http/route-context'
import type { JobInput } from '../../inputs/job-input'

/** A service model of the catalog (remove-background, auto-caption, auto-dub). */
export function serviceModel(ctx: RouteContext, id: string): Model {
  const entry = ctx.services.catalog.entry(id)
  if (!entry) throw new Error(`the catalog lacks the service model ${id}`)
  return entry.model
}

export const estimateOf = (model: Model) => model.estimated_time_seconds ?? 30

export const wrongMedia = (param: string, message: string, validValues?: readonly string[]) =>
  apiError('unsupported_type', `${param}: ${message}`, {
    param,
    ...(validValues ? { valid_values: [...validValues] } : {}),
  })

/** Rejects, before fetching, a URL whose extension names another kind of media. */
export function checkUrlKind(url: string, param: string, kind: MediaKind): void {
  const named = mediaKindOfUrl(url)
  if (named && named !== kind) throw wrongMedia(param, `the URL names ${named}; this takes ${kind}`)
}

/** The length of an input that must be a video. */
export function videoSeconds(input: JobInput, param: string): number {
  const probe = input.probe
  if (probe?.kind !== 'video' || !probe.durationSeconds) {
    throw wrongMedia(param, `the file is ${probe ? probe.mime : 'no media'}; a video is required`)
  }
  return probe.durationSeconds
}
