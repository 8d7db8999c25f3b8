import { randomUUID } from 'node:crypto'
import type { JobBase, JobKind, JobOf, JobParams } from '../store/job-schemas'

/** What a new job of kind K needs; its params are checked against that kind. */
export interface NewJob<K extends JobKind> {
  kind: K
  userId: string
  model: string
  prompt: string
  generationType: string
  estimatedSeconds: number
  creditsDeducted: number
  params: JobParams<K>
  sourceMediaUrls?: string[]
  firstStatus: string
  now: Date
  id?: string
}

/** A fresh job record in its first state. */
export function newJob<K extends JobKind>(o: NewJob<K>): JobOf<K> {
  const id = o.id ?? randomUUID()
  const job: JobBase & { kind: K; params: JobParams<K> } = {
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
  return job
}
