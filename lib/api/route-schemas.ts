import { z } from 'zod'
import { lazySchema } from './lazy-schema'
import {
  AssetCreateRequest,
  AssetListResponse,
  AssetRenameRequest,
  AssetResponse,
  DeleteConfirmation,
} from './assets'
import { Balance } from './balance'
import { CaptionsRequest } from './captions'
import { DialogueGenerateRequest } from './dialogue'
import { DubbingRequest } from './dubbing'
import type { ErrorCode } from './errors'
import { ExtendRequest, FinalizeDraftRequest } from './extend'
import {
  GenerationAccepted,
  GenerationsListQuery,
  GenerationsListResponse,
  GenerationStatus,
} from './generations'
import { MediaGenerateRequest } from './media'
import { ModelsListQuery, ModelsListResponse } from './models'
import { MusicAccepted, MusicGenerateRequest, MusicStatus } from './music'
import { PremiumAnswerRequest, PremiumAnswerResponse, PremiumOrder } from './premium'
import { RemoveBackgroundRequest } from './remove-background'
import type { RouteId } from './routes'
import { SeparationAccepted, SeparationRequest, SeparationStatus } from './separation'
import { StoryAccepted, StoryGenerateRequest, StoryStatus } from './story'
import { UploadQuery, UploadResponse } from './upload'

/** An error a route can answer with; `status` overrides the code's default status. */
export type RouteError = ErrorCode | { code: ErrorCode; status: number }

export interface RouteSchemas {
  params?: z.ZodType
  query?: z.ZodType
  body?: z.ZodType
  /** `multipart` bodies are described by hand (a single binary `file` field). */
  bodyKind?: 'json' | 'multipart'
  response: z.ZodType
  /** Business errors beyond the 401/403/429 every authenticated route can give. */
  errors: readonly RouteError[]
}

const idParam = lazySchema(() => z.strictObject({ id: z.string() }))
const generationErrors = ['invalid_request', 'insufficient_credits'] as const
/** Routes that fetch an input URL: unreachable, or not the media they take. */
const inputErrors = ['fetch_failed', 'unsupported_type'] as const
const VARIANT_ERRORS = [
  'unsupported_aspect',
  'unsupported_quality',
  'unsupported_resolution',
  'param_ignored_use_variant',
  'variant_required',
  'prompt_too_long',
  'too_many_input_images',
  'invalid_model',
  'model_disabled',
  'missing_input',
] as const

/** Schemas of every route of the table in `./routes.ts`, by route id. */
export const ROUTE_SCHEMAS = {
  v1_models_list: {
    query: ModelsListQuery,
    response: ModelsListResponse,
    errors: ['invalid_request'],
  },
  v1_balance_get: { response: Balance, errors: [] },
  v1_generations_list: {
    query: GenerationsListQuery,
    response: GenerationsListResponse,
    errors: ['invalid_request'],
  },
  v1_media_generate: {
    body: MediaGenerateRequest,
    response: GenerationAccepted,
    errors: [...generationErrors, ...VARIANT_ERRORS],
  },
  v1_media_status_get: { params: idParam, response: GenerationStatus, errors: ['not_found'] },
  v1_media_extend: {
    body: ExtendRequest,
    response: GenerationAccepted,
    errors: ['invalid_request', 'not_found', { code: 'insufficient_credits', status: 402 }],
  },
  v1_media_finalize_draft: {
    body: FinalizeDraftRequest,
    response: GenerationAccepted,
    errors: [
      'invalid_request',
      'draft_not_found',
      'draft_not_finished',
      'draft_expired',
      { code: 'insufficient_credits', status: 402 },
    ],
  },
  v1_remove_background: {
    body: RemoveBackgroundRequest,
    response: GenerationAccepted,
    // docs/decisions.md §D7 (an input over 5 MB is a plain 400 rejection, docs/service-contract.md §1.3)
    errors: [...generationErrors, ...inputErrors, { code: 'file_too_large', status: 400 }],
  },
  v1_captions_generate: {
    body: CaptionsRequest,
    response: GenerationAccepted,
    errors: [...generationErrors, ...inputErrors, 'invalid_input', 'file_too_large'],
  },
  v1_dubbing_generate: {
    body: DubbingRequest,
    response: GenerationAccepted,
    errors: [...generationErrors, ...inputErrors, 'invalid_input', 'file_too_large'],
  },
  v1_upload_media: {
    query: UploadQuery,
    bodyKind: 'multipart',
    response: UploadResponse,
    errors: ['invalid_request', 'invalid_bucket', 'file_too_large', 'upload_not_configured'],
  },
  v1_music_generate: {
    body: MusicGenerateRequest,
    response: MusicAccepted,
    errors: [...generationErrors, 'invalid_input', 'model_disabled', 'prompt_too_long'],
  },
  v1_music_status_get: { params: idParam, response: MusicStatus, errors: ['not_found'] },
  v1_dialogue_generate: {
    body: DialogueGenerateRequest,
    response: GenerationAccepted,
    errors: [...generationErrors, 'invalid_input', 'invalid_model', 'prompt_too_long'],
  },
  v1_separation_generate: {
    body: SeparationRequest,
    response: SeparationAccepted,
    errors: [...generationErrors, ...inputErrors, 'file_too_large'],
  },
  v1_separation_status: { params: idParam, response: SeparationStatus, errors: ['not_found'] },
  v1_story_generate: {
    body: StoryGenerateRequest,
    response: StoryAccepted,
    errors: [
      ...generationErrors,
      'invalid_model',
      'variant_required',
      'model_disabled',
      'unsupported_aspect',
      'prompt_too_long',
    ],
  },
  v1_story_status_get: {
    params: lazySchema(() => z.strictObject({ job_id: z.string() })),
    response: StoryStatus,
    errors: ['not_found'],
  },
  v1_premium_video_order_get: {
    params: lazySchema(() => z.strictObject({ order_id: z.string() })),
    response: PremiumOrder,
    errors: ['not_found'],
  },
  v1_premium_video_answer_question: {
    params: lazySchema(() => z.strictObject({ question_id: z.string() })),
    body: PremiumAnswerRequest,
    response: PremiumAnswerResponse,
    errors: ['invalid_request', 'not_found', 'already_answered'],
  },
  v1_assets_list: { response: AssetListResponse, errors: [] },
  v1_assets_create: {
    body: AssetCreateRequest,
    response: AssetResponse,
    errors: [
      'invalid_request',
      'name_taken',
      'quota_exceeded',
      'file_too_large',
      'unsupported_type',
      'fetch_failed',
      'shared_scope_required',
    ],
  },
  v1_assets_rename: {
    params: idParam,
    body: AssetRenameRequest,
    response: AssetResponse,
    errors: ['invalid_request', 'not_found', 'name_taken'],
  },
  v1_assets_delete: { params: idParam, response: DeleteConfirmation, errors: ['not_found'] },
} as const satisfies Record<RouteId, RouteSchemas>
