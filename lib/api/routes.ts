/**
 * The route table of the service (docs/service-contract.md §4, scopes of §5, limits of §8).
 * Pure metadata with no schemas, so the studio's proxy can import it without pulling zod bundles.
 * Schemas per route live in `./route-schemas.ts`.
 */

export const SCOPES = [
  'read:generations',
  'read:balance',
  'generate:media',
  'generate:music',
  'generate:speech',
] as const
export type Scope = (typeof SCOPES)[number]

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE'

/** Rate-limit groups of docs/service-contract.md §8. */
export type RateGroup = 'media' | 'music' | 'dialogue' | 'upload' | 'read' | 'write'

export const RATE_LIMITS: Record<RateGroup, { limit: number; windowSeconds: number }> = {
  media: { limit: 30, windowSeconds: 60 },
  music: { limit: 10, windowSeconds: 60 },
  dialogue: { limit: 10, windowSeconds: 60 },
  upload: { limit: 30, windowSeconds: 60 },
  read: { limit: 120, windowSeconds: 60 },
  // docs/decisions.md §D2. Asset writes and question answers are neither reads nor
  // generations; they share the read endpoints' budget in a group of their own.
  write: { limit: 120, windowSeconds: 60 },
}

export interface RouteDef {
  id: string
  method: HttpMethod
  /** OpenAPI-style template, e.g. `/v1/generate/media/{id}`. */
  path: string
  /** Any one of these scopes grants access. */
  scopes: readonly Scope[]
  rateGroup: RateGroup
  summary: string
  /** Query parameters the route takes; the studio forwards no others (keys stay out of URLs). */
  query: readonly string[]
}

const route = <const Id extends string, const Path extends string>(
  id: Id,
  method: HttpMethod,
  path: Path,
  scopes: readonly Scope[],
  rateGroup: RateGroup,
  summary: string,
  query: readonly string[] = [],
): RouteDef & { id: Id; path: Path } => ({ id, method, path, scopes, rateGroup, summary, query })

// prettier-ignore
export const ROUTES = [
  route('v1_models_list', 'GET', '/v1/models', ['read:generations'], 'read', 'List models', ['model_type']),
  route('v1_balance_get', 'GET', '/v1/balance', ['read:balance'], 'read', 'Credit balance'),
  route('v1_generations_list', 'GET', '/v1/generations', ['read:generations'], 'read', 'Generation history', ['status', 'model', 'generation_type', 'limit']),
  route('v1_media_generate', 'POST', '/v1/generate/media', ['generate:media'], 'media', 'Start an image or video job'),
  route('v1_media_status_get', 'GET', '/v1/generate/media/{id}', ['read:generations'], 'read', 'Media job status'),
  route('v1_media_extend', 'POST', '/v1/generate/media/extend', ['generate:media'], 'media', 'Extend a video'),
  // docs/decisions.md §D2 (scope of finalize-draft).
  route('v1_media_finalize_draft', 'POST', '/v1/generate/media/finalize-draft', ['generate:media'], 'media', 'Finalize a draft to 1080p'),
  route('v1_remove_background', 'POST', '/v1/generate/remove-background', ['generate:media'], 'media', 'Remove an image background'),
  route('v1_captions_generate', 'POST', '/v1/generate/captions', ['generate:media'], 'media', 'Burn captions into a video'),
  // docs/decisions.md §D2 (scope of dubbing).
  route('v1_dubbing_generate', 'POST', '/v1/generate/dubbing', ['generate:media'], 'media', 'Dub a video'),
  route('v1_upload_media', 'POST', '/v1/upload/media', ['generate:media'], 'upload', 'Upload input media', ['bucket']),
  route('v1_music_generate', 'POST', '/v1/generate/music', ['generate:music'], 'music', 'Start a music job'),
  route('v1_music_status_get', 'GET', '/v1/generate/music/{id}', ['read:generations'], 'read', 'Music job status'),
  route('v1_dialogue_generate', 'POST', '/v1/generate/dialogue', ['generate:speech', 'generate:music'], 'dialogue', 'Single-voice speech'),
  route('v1_separation_generate', 'POST', '/v1/generate/separation', ['generate:media'], 'media', 'Split audio into stems'),
  // docs/decisions.md §D2 (scope of the separation status route).
  route('v1_separation_status', 'GET', '/v1/generate/separation/{id}', ['read:generations'], 'read', 'Separation status'),
  route('v1_story_generate', 'POST', '/v1/story/generate', ['generate:media'], 'media', 'Start a story video'),
  route('v1_story_status_get', 'GET', '/v1/story/{job_id}', ['generate:media'], 'read', 'Story job status'),
  route('v1_premium_video_order_get', 'GET', '/v1/premium-video/orders/{order_id}', ['read:generations'], 'read', 'Premium order status'),
  route('v1_premium_video_answer_question', 'POST', '/v1/premium-video/questions/{question_id}/answer', ['generate:media'], 'write', 'Answer a premium order question'),
  route('v1_assets_list', 'GET', '/v1/assets', ['generate:media'], 'read', 'List assets'),
  route('v1_assets_create', 'POST', '/v1/assets', ['generate:media'], 'write', 'Add an asset from a URL'),
  route('v1_assets_rename', 'PATCH', '/v1/assets/{id}', ['generate:media'], 'write', 'Rename an asset'),
  route('v1_assets_delete', 'DELETE', '/v1/assets/{id}', ['generate:media'], 'write', 'Delete an asset'),
] as const satisfies readonly RouteDef[]

export type RouteId = (typeof ROUTES)[number]['id']

type RouteTemplate<Id extends RouteId> = Extract<(typeof ROUTES)[number], { id: Id }>['path']
type TemplateParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | TemplateParams<Rest>
  : never
/** The path parameters a route's template names, e.g. `{ order_id: string }`. */
export type RouteParams<Id extends RouteId> = Record<TemplateParams<RouteTemplate<Id>>, string>

/**
 * A route's concrete path, filled in from the table: callers name the route, never write its path
 * again, so a renamed route or parameter fails typecheck. Each value is percent-encoded.
 */
export function routePath<Id extends RouteId>(
  id: Id,
  ...[params]: TemplateParams<RouteTemplate<Id>> extends never ? [] : [RouteParams<Id>]
): string {
  const template: string = ROUTES.find((r) => r.id === id)!.path
  const values: Record<string, string> = params ?? {}
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name]!))
}

/** Public discovery routes (no key). */
export const PUBLIC_PATHS = [
  '/health',
  '/llms.txt',
  '/docs/models.json',
  '/docs/models/{model_id}.json',
  '/openapi.json',
] as const

export interface RouteMatch {
  route: RouteDef
  params: Record<string, string>
}

const SAFE_SEGMENT = /^[A-Za-z0-9._~-]+$/

/**
 * Decodes a raw (still percent-encoded) path segment by segment, for the studio's proxy and the
 * emulator's dispatch alike. Encoded separators, dot segments, empty segments and control
 * characters make the path unroutable (null), so no path trick reaches a route.
 */
export function decodeRoutePath(rawPath: string): string | null {
  const decoded: string[] = []
  for (const segment of rawPath.split('/').slice(1)) {
    let value: string
    try {
      value = decodeURIComponent(segment)
    } catch {
      return null
    }
    if (!value || value === '.' || value === '..' || /[/\\?#\0]/.test(value)) return null
    decoded.push(value)
  }
  return `/${decoded.join('/')}`
}

function compile(template: string): RegExp {
  const source = template
    .split('/')
    .map((part) => {
      const param = /^\{(\w+)\}(.*)$/.exec(part)
      if (!param) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      const suffix = (param[2] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      return `(?<${param[1]}>[^/]+?)${suffix}`
    })
    .join('/')
  return new RegExp(`^${source}$`)
}

const compiled = ROUTES.map((r) => ({ route: r as RouteDef, regex: compile(r.path) }))

/**
 * Finds the spec route for a method and a decoded path. Path parameters must be plain
 * segments (no dots-only, no encoded separators), which keeps path tricks out.
 */
export function matchRoute(method: string, path: string): RouteMatch | null {
  for (const { route: r, regex } of compiled) {
    if (r.method !== method.toUpperCase()) continue
    const m = regex.exec(path)
    if (!m) continue
    const params = { ...(m.groups ?? {}) }
    const safe = Object.values(params).every((v) => SAFE_SEGMENT.test(v) && !/^\.+$/.test(v))
    if (safe) return { route: r, params }
  }
  return null
}

/** True when some route exists for the path with another method (for 405 vs 404 decisions). */
export function pathIsKnown(path: string): boolean {
  return compiled.some(({ regex }) => regex.test(path))
}

export function compilePathTemplate(template: string): RegExp {
  return compile(template)
}
