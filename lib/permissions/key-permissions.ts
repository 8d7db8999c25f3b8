import { z } from 'zod'
import { ROUTES, SCOPES, type RouteId, type Scope } from '@/lib/api/routes'

/**
 * What the studio knows of the connected key's permissions. The service lists no key's scopes
 * (docs/service-contract.md §5), so the studio only ever learns that one is *missing*: from a 403
 * (§5.5 names the scope in its detail) after a click, or from the free check of
 * docs/decisions.md §D29. A scope not known to be missing is assumed present: the form stays open
 * and the service has the last word.
 */
export const KnownPermissions = z.object({
  missing: z.array(z.enum(SCOPES)),
  /** When the free check last ran (ISO time); null when only refusals taught us. */
  checkedAt: z.string().nullable(),
})
export type KnownPermissions = z.infer<typeof KnownPermissions>

export const NOTHING_KNOWN: KnownPermissions = { missing: [], checkedAt: null }

/** How long a check holds: a key's owner may grant a scope, so it is asked again after this. */
export const CHECK_TTL_MS = 60 * 60_000

/**
 * The free check: one POST per start route group with an empty body. An empty body is invalid on
 * each of them (docs/service-contract.md §4.2 `model` is required; §4.4 music needs one mode's
 * fields, an empty dialogue is invalid_input), and invalid input is a 400 that spends no credits
 * and starts nothing (§7). A 403 names the missing scope; a 400 proves nothing either way.
 */
export const CHECK_ROUTES = [
  'v1_media_generate',
  'v1_music_generate',
  'v1_dialogue_generate',
] as const satisfies readonly RouteId[]
export const CHECK_BODY = {} as const

const scopesOf = (route: RouteId): readonly Scope[] =>
  ROUTES.find((r) => r.id === route)?.scopes ?? []

const isScope = (value: string): value is Scope => (SCOPES as readonly string[]).includes(value)

/** The scope a 403 names (`Insufficient permissions: <scope> required`), else null. */
export function scopeOfRefusal(status: number, body: Record<string, unknown> | null): Scope | null {
  if (status !== 403) return null
  const detail = typeof body?.detail === 'string' ? body.detail : ''
  const named = /Insufficient permissions:\s*(\S+)\s+required/i.exec(detail)?.[1] ?? ''
  return isScope(named) ? named : null
}

const withMissing = (known: KnownPermissions, scopes: readonly Scope[]): Scope[] =>
  [...new Set([...known.missing, ...scopes])].sort()

/**
 * A refusal after a click: the scope it names is missing; for a route any of whose scopes
 * grants it (dialogue), a 403 means every one of them is missing.
 */
export function learnRefusal(
  known: KnownPermissions,
  route: RouteId | null,
  scope: Scope,
): KnownPermissions {
  const implied = route && scopesOf(route).includes(scope) ? scopesOf(route) : [scope]
  return { ...known, missing: withMissing(known, implied) }
}

/** The studio's answer to its key check: the service's status (and body) for each route asked. */
export const KeyCheckAnswer = z.object({
  answers: z.array(
    z.object({
      route: z.enum(CHECK_ROUTES),
      status: z.number().int(),
      body: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
})

export interface CheckAnswer {
  route: RouteId
  status: number
  body: Record<string, unknown> | null
}

/** The free check's answers: each 403 teaches its route's scopes; anything else teaches nothing. */
export function learnCheck(answers: readonly CheckAnswer[], now: Date): KnownPermissions {
  const missing = answers.flatMap(({ route, status, body }) =>
    status === 403 && scopeOfRefusal(status, body) !== null ? scopesOf(route) : [],
  )
  return { missing: withMissing(NOTHING_KNOWN, missing), checkedAt: now.toISOString() }
}

/** Whether the check should run (never ran, or ran longer ago than its hour). */
export function needsCheck(known: KnownPermissions, now: Date): boolean {
  if (known.checkedAt === null) return true
  const at = Date.parse(known.checkedAt)
  return !Number.isFinite(at) || now.getTime() - at > CHECK_TTL_MS || at > now.getTime()
}

/** What each start route lets a person do, in words. */
const DOING: Partial<Record<RouteId, string>> = {
  v1_media_generate: 'generate images or videos',
  v1_media_extend: 'extend videos',
  v1_media_finalize_draft: 'finalize drafts',
  v1_remove_background: 'remove backgrounds',
  v1_captions_generate: 'burn in captions',
  v1_dubbing_generate: 'dub videos',
  v1_music_generate: 'generate music',
  v1_dialogue_generate: 'generate speech',
  v1_separation_generate: 'split audio into stems',
  v1_story_generate: 'make story videos',
  v1_premium_video_answer_question: 'answer order questions',
}

export interface PermissionDenial {
  /** The scopes the form needs, any one of which would do. */
  scopes: readonly Scope[]
  message: string
}

/** Whether a key is known to lack every permission to make something: it can only look. */
export function isReadOnly(known: KnownPermissions): boolean {
  return (['generate:media', 'generate:music', 'generate:speech'] as const).every((scope) =>
    known.missing.includes(scope),
  )
}

/** Whether a form that starts on `route` is known to be refused, and why in words. */
export function routePermission(route: RouteId, known: KnownPermissions): PermissionDenial | null {
  const scopes = scopesOf(route)
  if (scopes.length === 0 || !scopes.every((s) => known.missing.includes(s))) return null
  const doing = DOING[route] ?? 'start this job'
  return {
    scopes,
    message: `This key cannot ${doing}: its owner did not give it that permission. Ask them for it, or connect another key.`,
  }
}
