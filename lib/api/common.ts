import { z } from 'zod'
import { lazySchema } from './lazy-schema'

/**
 * Shared building blocks of the contract (docs/service-contract.md §2 and §7).
 * Requests are strict (unknown members rejected); responses are loose (unknown members pass
 * through, because the real service adds fields over time).
 */

/** ISO 8601 timestamp as sent by the service (kept a plain string in responses). */
export const Timestamp = lazySchema(() => z.string())

/** An http(s) URL; the service never accepts other schemes for inputs. */
export const HttpUrl = lazySchema(() =>
  z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }),
)

/** One item of the `errors` array of the validation error body (docs/service-contract.md §7.1). */
export const ValidationIssue = lazySchema(() =>
  z.looseObject({
    param: z.string(),
    message: z.string(),
  }),
)
export type ValidationIssue = z.infer<typeof ValidationIssue>

/**
 * The body of validation and business errors (docs/service-contract.md §7.1 / §7.2): `error` and `message` always,
 * and depending on the code `param`, `errors`, `valid_values`, `hint`, and the extras of
 * variant_required (`family`, `available_variants`, `recommended_variant`).
 */
export const ErrorBody = lazySchema(() =>
  z.looseObject({
    error: z.string(),
    message: z.string(),
    param: z.string().nullish(),
    errors: z.array(ValidationIssue).nullish(),
    valid_values: z.array(z.union([z.string(), z.number()])).nullish(),
    hint: z.string().nullish(),
    family: z.string().nullish(),
    available_variants: z.array(z.string()).nullish(),
    recommended_variant: z.string().nullish(),
  }),
)
export type ErrorBody = z.infer<typeof ErrorBody>

/** Authentication and scope errors (docs/service-contract.md §5.4, §5.5): `{detail}`, plus `error` for missing_scope. */
export const DetailBody = lazySchema(() =>
  z.looseObject({
    detail: z.string(),
    error: z.string().optional(),
  }),
)
export type DetailBody = z.infer<typeof DetailBody>

/** The 429 body (docs/service-contract.md §7.3). */
export const RateLimitBody = lazySchema(() =>
  z.looseObject({
    error: z.string(),
    message: z.string().nullish(),
    hint: z.string().nullish(),
    limit: z.int(),
    remaining: z.int(),
    reset_after: z.int(),
  }),
)
export type RateLimitBody = z.infer<typeof RateLimitBody>

/** Any error body the service sends: business error, auth error or rate limit. */
export const AnyErrorBody = lazySchema(() => z.union([ErrorBody, DetailBody]))
export type AnyErrorBody = z.infer<typeof AnyErrorBody>

/** Billing mode of accepted generations (docs/service-contract.md §2.2); a string, since new modes may appear. */
export const BILLING_MODE_PREPAID = 'prepaid'

/** GET /health. */
// docs/decisions.md §D20 (health body)
export const HealthResponse = lazySchema(() =>
  z.looseObject({
    status: z.string(),
    service: z.string().nullish(),
    version: z.string().nullish(),
    time: Timestamp.nullish(),
  }),
)
export type HealthResponse = z.infer<typeof HealthResponse>
