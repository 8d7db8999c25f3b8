import { MUSIC_DEFAULT_MODEL, musicModeIssue, type MusicGenerateRequest } from '@/lib/api'
import type { Catalog, CatalogEntry } from '../../catalog'
import { apiError, invalidParam } from '../../http/api-error'
import type { MusicJobParams } from '../../jobs/renderers/music'
import { lyricsFrom, titleFrom } from './lyrics'

/** A validated music request: the model, its price and what to render (songs come later). */
export interface MusicPlan {
  entry: CatalogEntry
  cost: number
  /** The job's prompt: the simple-mode prompt, else the song description or the lyrics. */
  prompt: string
  params: Omit<MusicJobParams, 'songs'>
}

/** Music models are the catalog's enabled `music` entries; V3_5 and the like are disabled. */
function resolveMusicModel(catalog: Catalog, id: string): CatalogEntry {
  const valid = catalog.idsOfType('music')
  const entry = catalog.entry(id)
  if (!entry || entry.model.model_type !== 'music') {
    throw invalidParam('model', `'${id}' is not a music model`, valid)
  }
  if (!catalog.isEnabled(id)) {
    throw apiError('model_disabled', `Music model '${id}' is currently unavailable`, {
      param: 'model',
      valid_values: valid,
      hint: `Use one of: ${valid.join(', ')}`,
    })
  }
  return entry
}

function checkLengths(entry: CatalogEntry, body: MusicGenerateRequest): void {
  const max = entry.model.capabilities?.prompt_max_chars
  if (typeof max !== 'number') return
  for (const param of ['prompt', 'song_description', 'lyrics'] as const) {
    const length = body[param]?.length ?? 0
    if (length <= max) continue
    throw apiError(
      'prompt_too_long',
      `${param} has ${length} characters; ${entry.model.model_id} allows at most ${max}`,
      { param, max_chars: max, length },
    )
  }
}

/** Validates a music request (docs/service-contract.md §4.4): model, then the mode rules, then text lengths. */
export function planMusicRequest(catalog: Catalog, body: MusicGenerateRequest): MusicPlan {
  const entry = resolveMusicModel(catalog, body.model ?? MUSIC_DEFAULT_MODEL)
  const issue = musicModeIssue(body)
  if (issue) throw apiError('invalid_input', issue.message, { param: issue.param })
  checkLengths(entry, body)
  const instrumental = body.instrumental ?? false
  const prompt = (body.prompt || body.song_description || body.lyrics || '').trim()
  const title = body.title?.trim() || titleFrom(prompt)
  const writtenLyrics = body.lyrics?.trim() || lyricsFrom(prompt, title)
  return {
    entry,
    cost: entry.model.cost_per_generation,
    prompt,
    params: {
      title,
      style: body.style?.trim() || null,
      lyrics: instrumental ? null : writtenLyrics,
      instrumental,
      vocalGender: body.vocal_gender ?? null,
    },
  }
}
