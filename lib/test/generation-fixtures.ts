import type { Model } from '@/lib/api/models'
import type { GenerationView, OutputView } from '@/lib/jobs/generation-view'

/** Test fixtures for the tool rules (imported by tests only). */
export function outputFixture(over: Partial<OutputView> = {}): OutputView {
  return {
    id: 'o1',
    kind: 'video',
    url: 'https://cdn.test/a.mp4',
    originalUrl: 'https://cdn.test/a.mp4',
    thumbnailUrl: null,
    width: 1280,
    height: 720,
    format: 'mp4',
    fileSize: 1000,
    durationSeconds: 8,
    label: null,
    ...over,
  }
}

export function generationFixture(over: Partial<GenerationView> = {}): GenerationView {
  return {
    id: 'g1',
    phase: 'completed',
    status: 'completed',
    model: 'veo3-1-fast-text-to-video',
    prompt: 'p',
    generationType: 'text-to-video',
    createdAt: '2026-01-01T00:00:00.000Z',
    completedAt: '2026-01-01T00:01:00.000Z',
    processingMs: 1,
    credits: 99,
    outputs: [outputFixture()],
    sourceMediaUrls: [],
    errorMessage: null,
    orderId: null,
    isPremiumOrder: false,
    parameters: [],
    ...over,
  }
}

export function modelFixture(id: string, over: Partial<Model> = {}): Model {
  return { model_id: id, model_type: 'video', cost_per_generation: 10, ...over }
}

export const CATALOG: Model[] = [
  modelFixture('veo3-1-fast-text-to-video', { family: 'veo3-1-fast', cost_per_generation: 99 }),
  modelFixture('veo3-1-lite-text-to-video', { family: 'veo3-1-lite' }),
  modelFixture('veo3-1-text-to-video', { family: 'veo3-1' }),
  modelFixture('seedance-1-5-lite', {
    capabilities: {
      quality_options: ['720p', '720p-draft', '1080p', '1080p-draft'],
      duration_options: ['5s', '10s'],
    },
    cost_per_generation: 30,
  }),
  modelFixture('kling-2-6-text-to-video', { family: 'kling-2-6' }),
  modelFixture('remove-background', { model_type: 'other', cost_per_generation: 3 }),
  modelFixture('auto-caption', { model_type: 'other', cost_per_generation: 5 }),
  modelFixture('auto-dub', { model_type: 'other', cost_per_generation: 40 }),
]
