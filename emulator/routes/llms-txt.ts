import { POLL_SCHEDULE_SECONDS, POLL_STEADY_SECONDS } from '@/lib/api/polling'
import { RATE_LIMITS } from '@/lib/api/routes'
import { CDN_FAIL_MARKER, FAIL_MARKER } from '../jobs/markers'

/** The narrative guidance served at /llms.txt (no keys in it: the studio may show it to browsers). */
export function llmsTxt(baseUrl: string): string {
  const schedule = [...POLL_SCHEDULE_SECONDS].join(', ')
  return `# Media Generation Service

> Asynchronous AI generation of images, videos, music and speech, paid with prepaid credits.
> Every generation returns an id at once; you poll a status route until the job ends.

Base URL: ${baseUrl}
Machine-readable description: ${baseUrl}/openapi.json (OpenAPI 3.1.0)
Live model catalog: ${baseUrl}/docs/models.json, one model: ${baseUrl}/docs/models/{model_id}.json

## 1. Authenticate
Send your key (it starts with sk_live_) in exactly one header on every /v1 request:
  X-API-Key: <API_KEY>        or        Authorization: Bearer <API_KEY>
Never put the key in a URL. 401 {"detail": "API key missing" | "Invalid or revoked API key"};
403 {"detail": "Insufficient permissions: <scope> required", "error": "missing_scope"}.
Scopes: read:generations, read:balance, generate:media, generate:music, generate:speech.

## 2. Pick a model
GET /v1/models?model_type=image (or video, music, speech). Copy a concrete model_id; never guess.
Read capabilities before sending options: prompt_max_chars, duration_options (and duration_range),
aspect_ratio_options, resolution_options, quality_options, max_input_images/videos/audios,
supports_negative_prompt, video_audio (toggle_via_sound_param | included | silent).
A "family" (for example veo3-1-fast or seedance-1-5-pro) is a grouping label, not a model id:
sending it gives 400 variant_required with recommended_variant. Some variants fix resolution or
duration in their id; sending another value gives param_ignored_use_variant listing the ids to use.
Per-second models (pricing_unit per_second, see cost_note) cost duration x cost_per_generation;
a reference video is billed as 15 s.

## 3. Start a job
POST /v1/generate/media {"model": "nano-banana", "prompt": "a lighthouse at dusk", "aspect_ratio": "16:9"}
-> 200 {"generation_id": "...", "status": "pending", "estimated_cost_credits": 4, ...}
Credits are deducted on acceptance. Failed or unsatisfying results are not refunded.
Never retry a generation POST automatically: there is no idempotency key.
Local files: POST /v1/upload/media (multipart, field "file") and use the returned URLs in
source_media_urls.

## 4. Poll
GET /v1/generate/media/{generation_id} (also for dialogue, captions, remove-background, extend).
Wait ${schedule} seconds between polls, then every ${POLL_STEADY_SECONDS} s. Do not poll faster.
Stop on completed, failed or cancelled, or when an output has optimization_status "failed".
While the CDN upload runs the job is still "processing" with cdn_ready false and null URLs;
when completed, outputs[] carry url, optimized_url, thumbnail_url, width, height, format, file_size.
Failed jobs carry error_message.

## 5. Other jobs
- Music: POST /v1/generate/music, simple {"prompt"} or advanced {"title", "style", "vocal_gender"
  unless instrumental, and exactly one of "song_description" or "lyrics"}; model V4 ... V5_5.
  Poll GET /v1/generate/music/{id} (progress, songs[] with audio_url and stream_url).
- Speech: POST /v1/generate/dialogue {"text", "voice" from the model's voice_allowlist}; audio tags
  such as [laughs] are stripped. Poll the media status route.
- Stems: POST /v1/generate/separation {"media_url"}; poll GET /v1/generate/separation/{id} for
  vocals_url and instrumental_url.
- Edits: remove-background {"image_url"}, captions {"media_url", "quality"}, dubbing
  {"media_url", "target_languages"}, extend {"source_generation_id", "tier"}, finalize-draft
  {"generation_id"}; all polled on the media status route.
- Story: POST /v1/story/generate {"model", "scenes": [{"prompt", "duration_seconds"}]} (12 scenes,
  90 s); poll GET /v1/story/{job_id}. Scenes are billed as each starts.
- Premium orders: GET /v1/premium-video/orders/{order_id}; answer open questions with
  POST /v1/premium-video/questions/{question_id}/answer {"answer"} before window_expires_at.
- Asset library: GET/POST /v1/assets, PATCH/DELETE /v1/assets/{id}; asset URLs are signed for 1 h.

## 6. Read errors
Validation and business errors are 400 {"error", "message", "param"?, "errors"?, "valid_values"?,
"hint"?} and spend no credits; HTTP 422 is never used. Fix the request before retrying any 4xx.
insufficient_credits (400, or 402 on extend and finalize-draft): top up at purchase_url, then retry.
429 rate_limit_exceeded {"limit", "remaining", "reset_after"}: wait, then retry. 5xx: retry later.
Limits per key and minute: media ${RATE_LIMITS.media.limit}, music ${RATE_LIMITS.music.limit}, dialogue ${RATE_LIMITS.dialogue.limit}, upload ${RATE_LIMITS.upload.limit}, reads ${RATE_LIMITS.read.limit}.

## 7. Test markers (this emulator)
A prompt containing ${FAIL_MARKER} makes the job fail with an error_message after processing.
A prompt containing ${CDN_FAIL_MARKER} makes publishing fail: the job stays processing and its
outputs report optimization_status "failed".
`
}
