import 'server-only'
import type { Kysely } from 'kysely'
import { AnnouncedQuestion } from '@/lib/studio-api/announced'
import { StoryDraft, type DraftAnswer } from '@/lib/studio-api/drafts'
import {
  VOICE_SAMPLES_ID,
  VoiceSamples,
  mergeVoiceSamples,
  type VoiceSample,
} from '@/lib/studio-api/voice-samples'
import { underAccountLock } from './account-lock'
import { keepNewest, WORKSPACE_KEEPS } from './caps'
import { parsed, storableJson } from './rows'
import { serverOrdered } from './server-clock'
import type { WorkspaceTables } from './tables'

/**
 * An account's story draft and its marks of order questions already announced, as part of its
 * workspace (`workspaceStore`): every statement names the account, as there.
 */
export function draftsAndMarks(db: Kysely<WorkspaceTables>, account: string) {
  return {
    async readDraft(id: string): Promise<DraftAnswer | null> {
      const row = await db
        .selectFrom('drafts')
        .select(['body', 'saved_at'])
        .where('account_id', '=', account)
        .where('draft_id', '=', id)
        .executeTakeFirst()
      const draft = row && StoryDraft.safeParse(row.body)
      if (!row || !draft?.success) return null
      return { draft: draft.data, savedAt: row.saved_at.toISOString() }
    },

    /**
     * Keeps the draft unless a newer save is already kept (a late retry changes nothing). A save
     * dated ahead of the server's clock is dated now (server-clock.ts), so it cannot win over
     * every later one.
     */
    async saveDraft(id: string, draft: StoryDraft, savedAt: string): Promise<void> {
      const body = storableJson(draft)
      const at = serverOrdered(savedAt)
      await db
        .insertInto('drafts')
        .values({ account_id: account, draft_id: id, body, saved_at: at })
        .onConflict((oc) =>
          oc
            .columns(['account_id', 'draft_id'])
            .doUpdateSet({ body, saved_at: at })
            .where('drafts.saved_at', '<=', at),
        )
        .execute()
    },

    async removeDraft(id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('drafts')
        .where('account_id', '=', account)
        .where('draft_id', '=', id)
        .executeTakeFirst()
      return result.numDeletedRows > BigInt(0)
    },

    /** The voice samples the account paid for, from any device (a row of the drafts table). */
    async readVoiceSamples(): Promise<VoiceSample[]> {
      const row = await db
        .selectFrom('drafts')
        .select('body')
        .where('account_id', '=', account)
        .where('draft_id', '=', VOICE_SAMPLES_ID)
        .executeTakeFirst()
      const kept = row && VoiceSamples.safeParse({ samples: row.body })
      return kept?.success ? kept.data.samples : []
    },

    /**
     * Adds samples to the kept ones (a new one of a kept voice replaces it); the whole set. Under
     * the account's lock: two devices adding their first samples at once both keep theirs.
     */
    async addVoiceSamples(samples: readonly VoiceSample[]): Promise<VoiceSample[]> {
      return underAccountLock(db, account, async (tx) => {
        const row = await tx
          .selectFrom('drafts')
          .select('body')
          .where('account_id', '=', account)
          .where('draft_id', '=', VOICE_SAMPLES_ID)
          .executeTakeFirst()
        const kept = row && VoiceSamples.safeParse({ samples: row.body })
        const merged = mergeVoiceSamples(kept?.success ? kept.data.samples : [], samples)
        const body = storableJson(merged)
        await tx
          .insertInto('drafts')
          .values({ account_id: account, draft_id: VOICE_SAMPLES_ID, body, saved_at: new Date() })
          .onConflict((oc) =>
            oc.columns(['account_id', 'draft_id']).doUpdateSet({ body, saved_at: new Date() }),
          )
          .execute()
        return merged
      })
    },

    async listAnnounced(): Promise<AnnouncedQuestion[]> {
      const rows = await db
        .selectFrom('announced_questions')
        .select(['question_id', 'mark'])
        .where('account_id', '=', account)
        .execute()
      return parsed(
        AnnouncedQuestion,
        rows.map((r) => ({ questionId: r.question_id, mark: r.mark })),
      )
    },

    async markAnnounced(questions: readonly AnnouncedQuestion[]): Promise<void> {
      await underAccountLock(db, account, async (trx) => {
        await trx
          .insertInto('announced_questions')
          .values(
            questions.map((q) => ({
              account_id: account,
              question_id: q.questionId,
              mark: q.mark,
            })),
          )
          .onConflict((oc) => oc.columns(['account_id', 'question_id', 'mark']).doNothing())
          .execute()
        await keepNewest(trx, account, {
          table: 'announced_questions',
          newest: 'created_at',
          keep: WORKSPACE_KEEPS.announcedMarks,
        })
      })
    },
  }
}
