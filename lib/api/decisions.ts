/**
 * Values the spec leaves open, chosen in one place (docs/decisions.md, one entry
 * each). Shapes of not-shown bodies live beside their resource schemas with the same marker.
 */

/** "500 MB" is 500 x 1024 x 1024 bytes, checked from Content-Length before reading the body. */
// docs/decisions.md §D18
export const MEGABYTE = 1024 * 1024
export const UPLOAD_MAX_BYTES = 500 * MEGABYTE
export const ASSET_FETCH_MAX_BYTES = 500 * MEGABYTE
export const ASSET_QUOTA_BYTES = 50 * MEGABYTE
export const REMOVE_BACKGROUND_MAX_BYTES = 5 * MEGABYTE

/** The team library's shared pool (docs/service-contract.md §2.8 names it; its size is not given). */
// docs/decisions.md §D18
export const TEAM_ASSET_QUOTA_BYTES = 500 * MEGABYTE

/** Files one upload request may carry (the response lists `urls`, so several are allowed). */
// docs/decisions.md §D18
export const UPLOAD_MAX_FILES = 10

/** Largest JSON request body the service reads (bodies are small; files go through upload). */
// docs/decisions.md §D18
export const JSON_BODY_MAX_BYTES = 1 * MEGABYTE

/** Upload buckets on the allowlist; the first is the default of docs/service-contract.md §4.3. */
// docs/decisions.md §D18 (only `media-inputs` is named by the service)
export const UPLOAD_BUCKETS = ['media-inputs', 'assets'] as const

/** Status codes of the codes the spec lists as "not stated". */
// docs/decisions.md §D4
export const UNSTATED_ERROR_STATUS = {
  unsupported_type: 400,
  fetch_failed: 400,
  shared_scope_required: 400,
  already_answered: 409,
} as const

/** GET /v1/generations page size: default and maximum of the `limit` query. */
// docs/decisions.md §D3
export const GENERATIONS_LIST_DEFAULT_LIMIT = 50
export const GENERATIONS_LIST_MAX_LIMIT = 100

/** Generation types the studio can expect; the catalog may add more at any time. */
export const KNOWN_GENERATION_TYPES = [
  'text-to-image',
  'image-to-image',
  'text-to-video',
  'image-to-video',
  'first-and-last-frames',
  'reference-to-video',
] as const

/** Billing of a reference video on per-second models: the worst case of 15 s (docs/service-contract.md §2.1). */
export const REFERENCE_VIDEO_BILLED_SECONDS = 15

/** Extend prices by tier (docs/service-contract.md §4.2 and §8). */
export const EXTEND_PRICES = { lite: 45, fast: 75, quality: 300 } as const
export type ExtendTier = keyof typeof EXTEND_PRICES

/** Seconds a Veo 3.1 extend appends to the source video. */
// docs/decisions.md §D1
export const EXTEND_ADDED_SECONDS = 7

/** Captions input length (docs/service-contract.md §8). */
export const CAPTIONS_MAX_SECONDS = 30 * 60

/** Finalize-draft age limit (docs/service-contract.md §3 and §8). */
export const DRAFT_MAX_AGE_DAYS = 7

/** Story limits (docs/service-contract.md §4.6 and §8). */
export const STORY_MAX_SCENES = 12
export const STORY_MAX_TOTAL_SECONDS = 90

/** Asset names (docs/service-contract.md §8): lowercase letters, digits, underscore, hyphen; max 64 chars. */
export const ASSET_NAME_PATTERN = /^[a-z0-9_-]{1,64}$/

/** Signed asset URL lifetime (docs/service-contract.md §8). */
export const SIGNED_URL_TTL_SECONDS = 3600

/** Length of the premium-video answer window. */
// docs/decisions.md §D10
export const PREMIUM_ANSWER_WINDOW_HOURS = 24
