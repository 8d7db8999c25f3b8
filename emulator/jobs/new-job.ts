import { randomUUID } from 'node:crypto'
import type { JobRecord } from '../store/types'

export interface NewJob {
  kind: string
  userId: string
  model: string
  prompt: string
  generationType: string
  estimatedSeconds: number
  creditsDeducted: number
  params: Record<string, unknown>
  sourceMediaUrls?: string[]
  firstStatus: string
  now: Date
  id?: string
}

/** A fresh job record in its first state. */
export function newJob(o: NewJob): JobRecord {
  const id = o.id ?? randomUUID()
  return {
    id,
    kind: o.kind,
    userId: o.userId,
    status: o.firstStatus,
    model: o.model,
    prompt: o.prompt,
    generationType: o.generationType,
    createdAt: o.now.toISOString(),
    startedAt: null,
    completedAt: null,
    estimatedSeconds: o.estimatedSeconds,
    creditsDeducted: o.creditsDeducted,
    cdnReady: false,
    optimizationFailed: false,
    outputs: [],
    errorMessage: null,
    sourceTaskId: `task_${id.replace(/-/g, '').slice(0, 20)}`,
    sourceMediaUrls: o.sourceMediaUrls ?? [],
    params: o.params,
  }
}
