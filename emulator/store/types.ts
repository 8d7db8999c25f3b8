import type { Scope } from '@/lib/api/routes'

export interface UserRecord {
  id: string
  username: string
  walletId: string
  /** Active team membership; team members spend the team wallet. */
  teamId: string | null
}

export interface ApiKeyRecord {
  id: string
  /** sha256 of the key; the key itself is never stored. */
  keyHash: string
  userId: string
  scopes: Scope[]
  revoked: boolean
}

export interface WalletRecord {
  id: string
  credits: number
}

export interface TeamMemberRecord {
  role: 'owner' | 'admin' | 'member'
  /** Credits the member may spend per calendar month (UTC); null = no limit. */
  monthlyLimitCredits: number | null
  cycleUsedCredits: number
  /** First day of the current cycle, `YYYY-MM`. */
  cycleMonth: string
}

export interface TeamRecord {
  id: string
  name: string
  walletId: string
  members: Record<string, TeamMemberRecord>
}

/** One stored file of a job output. */
export interface JobOutput {
  id: string
  mediaType: 'image' | 'video' | 'audio'
  file: string
  thumbnailFile: string | null
  format: string
  fileSize: number
  width?: number
  height?: number
  durationSeconds?: number
  /** Distinguishes outputs of multi-output jobs (stems, languages, songs). */
  role?: string
}

/**
 * Any asynchronous job. `kind` picks the renderer and the status view; `params` holds what the
 * renderer needs (validated request values).
 */
export interface JobRecord {
  id: string
  kind: string
  userId: string
  status: string
  model: string
  prompt: string
  generationType: string
  createdAt: string
  startedAt: string | null
  completedAt: string | null
  estimatedSeconds: number
  creditsDeducted: number
  cdnReady: boolean
  optimizationFailed: boolean
  outputs: JobOutput[]
  errorMessage: string | null
  sourceTaskId: string
  sourceMediaUrls: string[]
  params: Record<string, unknown>
  /**
   * A seeded record whose files or final state are not made yet. A start interrupted there
   * leaves it behind; the next start removes it and seeds it again.
   */
  seedPending?: true
}

/** An entry of a personal library (teamId null) or of a team library. */
export interface AssetRecord {
  id: string
  /** The uploader, who owns a personal asset. */
  ownerUserId: string
  teamId: string | null
  name: string
  originalFilename: string
  mimeType: string
  kind: 'image' | 'video' | 'audio'
  sizeBytes: number
  width: number | null
  height: number | null
  durationSeconds: number | null
  /** Stored file name in the asset file store (served by signed URL only). */
  file: string
  createdAt: string
  updatedAt: string
}

export interface State {
  version: number
  createdAt: string
  users: Record<string, UserRecord>
  apiKeys: Record<string, ApiKeyRecord>
  wallets: Record<string, WalletRecord>
  teams: Record<string, TeamRecord>
  jobs: Record<string, JobRecord>
  assets: Record<string, AssetRecord>
  /** When the demo seeding finished (every part); absent until then, so a later start resumes it. */
  seededAt?: string
}

export const STATE_VERSION = 1
