import 'server-only'
import { randomUUID } from 'node:crypto'
import { sql, type Kysely, type Selectable } from 'kysely'
import {
  PRESETS_PER_OWNER_MAX,
  Preset,
  type PresetChange,
  type PresetCreate,
} from '@/lib/studio-api/presets'
import { formatBytes } from '@/lib/format'
import { StudioError } from '../studio-error'
import { underAccountLock } from './account-lock'
import { WORKSPACE_BYTES } from './caps'
import { isUniqueViolation } from './database-errors'
import { parsed, storable, storableJson } from './rows'
import type { PresetsTable, WorkspaceTables } from './tables'

const LIST_MAX = 500
/** A preset's stored size: its words and options (toasted values are not read). */
const presetRowSize = sql`pg_column_size(prompt) + pg_column_size(options)`

const nameTaken = (name: string) =>
  new StudioError(
    409,
    'name_taken',
    `You already have a preset called “${name}”. Pick another name.`,
  )
const tooMany = () =>
  new StudioError(
    409,
    'too_many_presets',
    `You have ${PRESETS_PER_OWNER_MAX} presets, the most one account keeps. Delete one first.`,
  )
const tooLarge = () =>
  new StudioError(
    409,
    'presets_too_large',
    `Your presets take ${formatBytes(WORKSPACE_BYTES.presets)}, the most one account keeps. ` +
      'Delete a long one first (this one was not saved).',
  )
const noTeam = () =>
  new StudioError(
    400,
    'no_team',
    'The media service names no team for this account, so this preset can only be yours.',
  )
const notAuthor = () =>
  new StudioError(
    403,
    'not_author',
    'This team preset belongs to the teammate who saved it: only they can change or delete it.',
  )

/**
 * Presets one account sees: its own, and those its team's members shared. `team` is the team the
 * service names for this account's key, read on the server (never sent by the browser); without
 * it only the account's own are seen. Only the author changes or deletes a preset: a teammate
 * gets a refusal in words, anyone else the same answer as for a preset that does not exist.
 */
export function presetStore(db: Kysely<WorkspaceTables>, account: string, team: string | null) {
  const toPreset = (row: Selectable<PresetsTable>) => ({
    id: row.preset_id,
    name: row.name,
    form: row.form,
    model: row.model,
    prompt: row.prompt,
    options: row.options,
    shared: row.team_id !== null,
    mine: row.owner_account === account,
    updatedAt: row.updated_at.toISOString(),
  })
  const visible = () =>
    db
      .selectFrom('presets')
      .selectAll()
      .where((w) =>
        team
          ? w.or([w('owner_account', '=', account), w('team_id', '=', team)])
          : w('owner_account', '=', account),
      )

  const read = async (id: string): Promise<Preset | null> => {
    const row = await visible().where('preset_id', '=', id).executeTakeFirst()
    return row ? (parsed(Preset, [toPreset(row)])[0] ?? null) : null
  }
  /** After a change that touched no row: a teammate's preset is refused, anything else absent. */
  const refuseOrNothing = async (id: string) => {
    if (await read(id)) throw notAuthor()
    return null
  }

  return {
    async list(): Promise<Preset[]> {
      const rows = await visible().orderBy('name').orderBy('preset_id').limit(LIST_MAX).execute()
      return parsed(Preset, rows.map(toPreset))
    },

    read,

    /**
     * Saves a new preset under the author's lock: the count and the bytes checked are those of
     * every save before it, whatever ran at the same time (account-lock.ts).
     */
    async create(input: PresetCreate): Promise<Preset> {
      if (input.shared && !team) throw noTeam()
      try {
        return await underAccountLock(db, account, async (trx) => {
          const { count } = await trx
            .selectFrom('presets')
            .select(sql<number>`count(*)::int`.as('count'))
            .where('owner_account', '=', account)
            .executeTakeFirstOrThrow()
          if (count >= PRESETS_PER_OWNER_MAX) throw tooMany()
          const row = await trx
            .insertInto('presets')
            .values({
              preset_id: randomUUID(),
              owner_account: account,
              team_id: input.shared ? team : null,
              name: storable(input.name),
              form: input.form,
              model: storable(input.model),
              prompt: storable(input.prompt),
              options: storableJson(input.options),
            })
            .returningAll()
            .executeTakeFirstOrThrow()
          // Measured as stored, this one included; over the budget, the insert is undone.
          const { held } = await trx
            .selectFrom('presets')
            .select(sql<number>`coalesce(sum(${presetRowSize}), 0)::bigint`.as('held'))
            .where('owner_account', '=', account)
            .executeTakeFirstOrThrow()
          if (Number(held) > WORKSPACE_BYTES.presets) throw tooLarge()
          return Preset.parse(toPreset(row))
        })
      } catch (error) {
        throw isUniqueViolation(error) ? nameTaken(input.name) : error
      }
    },

    /** Renames or shares/unshares the author's own preset; null when it is not there. */
    async change(id: string, change: PresetChange): Promise<Preset | null> {
      if (change.shared && !team) throw noTeam()
      try {
        const row = await db
          .updateTable('presets')
          .set({
            ...(change.name === undefined ? {} : { name: storable(change.name) }),
            ...(change.shared === undefined ? {} : { team_id: change.shared ? team : null }),
            updated_at: sql`now()`,
          })
          .where('preset_id', '=', id)
          .where('owner_account', '=', account)
          .returningAll()
          .executeTakeFirst()
        return row ? Preset.parse(toPreset(row)) : await refuseOrNothing(id)
      } catch (error) {
        throw isUniqueViolation(error) ? nameTaken(change.name ?? '') : error
      }
    },

    async remove(id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('presets')
        .where('preset_id', '=', id)
        .where('owner_account', '=', account)
        .executeTakeFirst()
      if (result.numDeletedRows > BigInt(0)) return true
      await refuseOrNothing(id)
      return false
    },
  }
}
