import { DraftAnswer, STORY_DRAFT_ID } from '@/lib/studio-api/drafts'
import { JobsAnswer } from '@/lib/studio-api/jobs'
import { AnnouncedAnswer, type AnnouncedQuestion } from '@/lib/studio-api/announced'
import { LineageAnswer, type LineageLink } from '@/lib/studio-api/lineage'
import { VoiceSamples, type VoiceSample } from '@/lib/studio-api/voice-samples'
import { apiRequest, type AnswerParser } from '@/lib/http/request'
import { studioPaths } from '@/lib/studio-api/routes'
import { browserCache } from '@/lib/browser-cache'
import { setStatus } from './outbox'

/** A workspace read, parsed; null while it cannot be read (no account, no answer, a refusal). */
async function readJson<T>(path: string, schema: AnswerParser<T>): Promise<T | null> {
  if (!browserCache.scope()) return null
  return apiRequest(path, { schema }).catch(() => null)
}

/**
 * The account's tray and story draft as the workspace has them, parsed; null while the workspace
 * cannot be read (the browser's cache then stands alone, and says so).
 */
export async function readWorkspace(): Promise<{ tray: JobsAnswer; draft: DraftAnswer } | null> {
  const [tray, draft] = await Promise.all([
    readJson(studioPaths.jobs, JobsAnswer),
    readJson(studioPaths.draft(STORY_DRAFT_ID), DraftAnswer),
  ])
  if (!tray || !draft) {
    setStatus('unavailable')
    return null
  }
  return { tray, draft }
}

/** Every "made from" link recorded from any device; none while the workspace cannot be read. */
export async function readRecordedLineage(): Promise<LineageLink[]> {
  const answer = await readJson(studioPaths.lineage, LineageAnswer)
  if (!answer) setStatus('unavailable')
  return answer?.links ?? []
}

/** Order questions any device announced already; null while the workspace cannot be read. */
export async function readAnnounced(): Promise<AnnouncedQuestion[] | null> {
  const answer = await readJson(studioPaths.announced, AnnouncedAnswer)
  if (!answer) setStatus('unavailable')
  return answer?.questions ?? null
}

/** The voice samples any device of the account made; null while the workspace cannot be read. */
export async function readVoiceSamples(): Promise<VoiceSample[] | null> {
  const answer = await readJson(studioPaths.voiceSamples, VoiceSamples)
  return answer?.samples ?? null
}
