import { z } from 'zod'
import { lazySchema } from '@/lib/api/lazy-schema'
import { givenName } from './given-name'
import { FormSnapshot } from './prompt-history'

/** The most presets one account keeps (its own; team presets count for their authors). */
export const PRESETS_PER_OWNER_MAX = 200

export const PresetName = lazySchema(() => givenName('preset'))

/**
 * `POST /api/studio/presets`: a form saved under a name, for this account only or for its team
 * (the team is the one the service names for this account's key, read on the server).
 */
export const PresetCreate = lazySchema(() =>
  FormSnapshot.extend({ name: PresetName, shared: z.boolean() }),
)
export type PresetCreate = z.infer<typeof PresetCreate>

/** `PATCH /api/studio/presets/{id}`: by its author only. */
export const PresetChange = lazySchema(() =>
  z
    .object({ name: PresetName.optional(), shared: z.boolean().optional() })
    .refine((v) => v.name !== undefined || v.shared !== undefined, 'Nothing to change.'),
)
export type PresetChange = z.infer<typeof PresetChange>

export const Preset = lazySchema(() =>
  FormSnapshot.extend({
    id: z.string().min(1).max(200),
    name: z.string(),
    /** Seen by every member of the author's team. */
    shared: z.boolean(),
    /** This account wrote it: it may rename, change or delete it. */
    mine: z.boolean(),
    updatedAt: z.iso.datetime(),
  }),
)
export type Preset = z.infer<typeof Preset>

/** `GET /api/studio/presets`: own presets and the team's; `team` says whether there is one. */
export const PresetList = lazySchema(() =>
  z.object({
    presets: z.array(Preset),
    team: z.enum(['member', 'none', 'unknown']),
  }),
)
export type PresetList = z.infer<typeof PresetList>

export const PresetAnswer = lazySchema(() => z.object({ preset: Preset }))
