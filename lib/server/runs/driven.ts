import { z } from 'zod'
import { RUN_KINDS, type RunKind } from '@/lib/api/run-kinds'

/** A run and an item as the driver reads them (lib/server/runs/driver-store.ts). */
export interface DrivenRun {
  runId: string
  state: string
  sealedKey: string | null
  rateGroup: string
  notBefore: number | null
  /** The group's limit the service named (null: the contract's). */
  rateLimit: number | null
}

export interface DrivenItem {
  runId: string
  /** Its run's kind: the route it goes to and the job kind that follows it. */
  kind: RunKind
  index: number
  state: string
  model: string
  prompt: string
  body: unknown
  submissionKey: string | null
  sentAt: number | null
  jobId: string | null
}

/** A stored kind, parsed (a row from before kinds is images or videos). */
export const RunKindName = z.enum(RUN_KINDS).catch('media')
