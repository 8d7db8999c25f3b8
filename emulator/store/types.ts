import { z } from 'zod'
import { SCOPES } from '@/lib/api/routes'
import { JobRecordSchema } from './job-schemas'

export type { JobBase, JobKind, JobOf, JobOutput, JobRecord } from './job-schemas'

/**
 * The emulator's stored state. Every record has a schema: `state.json` is parsed on start, so a
 * record of the wrong shape is found there, not deep in a handler.
 */

const UserRecordSchema = z.object({
  id: z.string(),
  username: z.string(),
  walletId: z.string(),
  /** Active team membership; team members spend the team wallet. */
  teamId: z.string().nullable(),
})
export type UserRecord = z.infer<typeof UserRecordSchema>

const ApiKeyRecordSchema = z.object({
  id: z.string(),
  /** sha256 of the key; the key itself is never stored. */
  keyHash: z.string(),
  userId: z.string(),
  scopes: z.array(z.enum(SCOPES)),
  revoked: z.boolean(),
})
export type ApiKeyRecord = z.infer<typeof ApiKeyRecordSchema>

const WalletRecordSchema = z.object({ id: z.string(), credits: z.number() })
export type WalletRecord = z.infer<typeof WalletRecordSchema>

const TeamMemberRecordSchema = z.object({
  role: z.enum(['owner', 'admin', 'member']),
  /** Credits the member may spend per calendar month (UTC); null = no limit. */
  monthlyLimitCredits: z.number().nullable(),
  cycleUsedCredits: z.number(),
  /** First day of the current cycle, `YYYY-MM`. */
  cycleMonth: z.string(),
})
export type TeamMemberRecord = z.infer<typeof TeamMemberRecordSchema>

const TeamRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  walletId: z.string(),
  members: z.record(z.string(), TeamMemberRecordSchema),
})
export type TeamRecord = z.infer<typeof TeamRecordSchema>

/** An entry of a personal library (teamId null) or of a team library. */
const AssetRecordSchema = z.object({
  id: z.string(),
  /** The uploader, who owns a personal asset. */
  ownerUserId: z.string(),
  teamId: z.string().nullable(),
  name: z.string(),
  originalFilename: z.string(),
  mimeType: z.string(),
  kind: z.enum(['image', 'video', 'audio']),
  sizeBytes: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  durationSeconds: z.number().nullable(),
  /** Stored file name in the asset file store (served by signed URL only). */
  file: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type AssetRecord = z.infer<typeof AssetRecordSchema>

export const STATE_VERSION = 1

export const StateSchema = z.object({
  version: z.literal(STATE_VERSION),
  createdAt: z.string(),
  users: z.record(z.string(), UserRecordSchema),
  apiKeys: z.record(z.string(), ApiKeyRecordSchema),
  wallets: z.record(z.string(), WalletRecordSchema),
  teams: z.record(z.string(), TeamRecordSchema),
  jobs: z.record(z.string(), JobRecordSchema),
  /** States saved before the asset library existed have none. */
  assets: z.record(z.string(), AssetRecordSchema).default({}),
  /** When the demo seeding finished (every part); absent until then, so a later start resumes it. */
  seededAt: z.string().optional(),
})
export type State = z.infer<typeof StateSchema>
