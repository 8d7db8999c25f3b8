import type { GenerationStatus, Output } from '@/lib/api/generations'
import { PREMIUM_GENERATION_TYPE } from '@/lib/api/generations'
import { mediaKindOfUrl, type MediaKind } from '@/lib/api/media-kinds'
import { jobPhase, type JobPhase } from './job-phase'

export type OutputKind = MediaKind | 'other'

export interface OutputView {
  id: string
  kind: OutputKind
  /** Best URL to show: optimized when published, else the original; null while publishing. */
  url: string | null
  /** The original file, for download and for use as an input. */
  originalUrl: string | null
  thumbnailUrl: string | null
  width: number | null
  height: number | null
  format: string | null
  fileSize: number | null
  durationSeconds: number | null
  label: string | null
}

export interface GenerationView {
  id: string
  phase: JobPhase
  status: string
  model: string | null
  prompt: string | null
  generationType: string | null
  createdAt: string | null
  completedAt: string | null
  processingMs: number | null
  credits: number | null
  outputs: OutputView[]
  sourceMediaUrls: string[]
  errorMessage: string | null
  orderId: string | null
  isPremiumOrder: boolean
  /** Request parameters echoed by the service beyond the spec's fields, as label/value pairs. */
  parameters: [string, string][]
}

const KNOWN_FIELDS = new Set([
  'id',
  'status',
  'cdn_ready',
  'model',
  'prompt',
  'generation_type',
  'created_at',
  'completed_at',
  'processing_time_ms',
  'credits_deducted',
  'outputs',
  'error_message',
  'source_task_id',
  'result_url',
  'source_media_urls',
  'order_id',
  'user_id',
])

function outputKind(output: Output): OutputKind {
  const declared = output.media_type?.toLowerCase().split('/')[0]
  if (declared === 'image' || declared === 'video' || declared === 'audio') return declared
  const url = output.url ?? output.optimized_url
  const byFormat = output.format
    ? mediaKindOfUrl(`https://format.invalid/file.${output.format}`)
    : null
  return (url ? mediaKindOfUrl(url) : null) ?? byFormat ?? 'other'
}

function outputView(output: Output): OutputView {
  const role = output.role
  return {
    id: output.id,
    kind: outputKind(output),
    url: output.optimized_url ?? output.url ?? null,
    originalUrl: output.url ?? output.optimized_url ?? null,
    thumbnailUrl: output.thumbnail_url ?? null,
    width: output.width ?? null,
    height: output.height ?? null,
    format: output.format ?? null,
    fileSize: output.file_size ?? null,
    durationSeconds: output.duration_seconds ?? null,
    label: typeof role === 'string' ? role : null,
  }
}

/** A status record with no `outputs` but a `result_url` (seen from the real service). */
function resultUrlOutput(record: GenerationStatus): Output[] {
  if (!record.result_url) return []
  return [{ id: `${record.id}-result`, url: record.result_url, optimization_status: null }]
}

function toList(value: string | string[] | null | undefined): string[] {
  if (!value) return []
  return (Array.isArray(value) ? value : [value]).filter((v) => v.trim() !== '')
}

function extraParameters(record: GenerationStatus): [string, string][] {
  return Object.entries(record)
    .filter(([key, value]) => !KNOWN_FIELDS.has(key) && value !== null && value !== '')
    .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
    .map(([key, value]) => [key.replaceAll('_', ' '), String(value)])
}

/** Tolerant view of a status record or list item, whatever shape the upstream sent. */
export function generationView(record: GenerationStatus): GenerationView {
  const outputs = record.outputs?.length ? record.outputs : resultUrlOutput(record)
  return {
    id: record.id,
    phase: jobPhase(record),
    status: record.status,
    model: record.model ?? null,
    prompt: record.prompt ?? null,
    generationType: record.generation_type ?? null,
    createdAt: record.created_at ?? null,
    completedAt: record.completed_at ?? null,
    processingMs: record.processing_time_ms ?? null,
    credits: record.credits_deducted ?? null,
    outputs: outputs.map(outputView),
    sourceMediaUrls: toList(record.source_media_urls),
    errorMessage: record.error_message ?? null,
    orderId: record.order_id ?? null,
    isPremiumOrder: record.generation_type === PREMIUM_GENERATION_TYPE || Boolean(record.order_id),
    parameters: extraParameters(record),
  }
}
