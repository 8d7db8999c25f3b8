import { dialogueTextIssue, stripAudioTags } from '@/lib/api/dialogue'
import type { Model } from '@/lib/api/models'
import { musicModeIssue } from '@/lib/api/music-rules'
import { RUN_KIND_DEFS } from '@/lib/api/run-kinds'
import type { AudioRunSeed } from '@/lib/forms/audio-run-seed'
import type { CreateRunBody } from '@/lib/studio-api/run-request'
import { MAX_COPIES } from './items'
import { RUN_MAX_ITEMS, type RunRow } from './rows'

/** One row of an audio run: its text in the form's request, checked by the service's own rules. */
export interface AudioRow {
  label: string
  text: string
  /** Why the service would refuse it, in words; empty when it may be sent. */
  problems: string[]
  body: CreateRunBody['items'][number]['body']
  cost: number
}

export interface AudioPlan {
  rows: AudioRow[]
  items: { row: number; column: number; copy: number; body: AudioRow['body']; cost: number }[]
  total: number
  refused: number
  tooLarge: string | null
}

const tooLongFor = (max: number, length: number) =>
  `At most ${max} characters for this model (it has ${length}).`

/** The service's rules on one song, in the studio's words (docs/service-contract.md §4.4). */
function songProblems(seed: Extract<AudioRunSeed, { kind: 'music' }>, text: string, max: number) {
  const body = { ...seed.request, [seed.field]: text.trim() }
  const issue = musicModeIssue(body)
  if (issue) {
    return issue.param === seed.field || !text.trim()
      ? ['Write what the song is about.']
      : ['The song’s settings in the form are not complete: finish them there first.']
  }
  return text.length > max ? [tooLongFor(max, text.length)] : []
}

function speechProblems(text: string, max: number) {
  if (dialogueTextIssue(text)) return ['Nothing is left to say once tags such as [laughs] go.']
  const spoken = stripAudioTags(text).length
  return spoken > max ? [tooLongFor(max, spoken)] : []
}

function rowOf(seed: AudioRunSeed, row: RunRow, model: Model): AudioRow {
  const max = model.capabilities?.prompt_max_chars ?? Infinity
  const text = row.prompt
  if (seed.kind === 'music') {
    const body = { ...seed.request, [seed.field]: text.trim() }
    return {
      label: row.label,
      text,
      problems: songProblems(seed, text, max),
      body,
      cost: RUN_KIND_DEFS.music.cost(model, body),
    }
  }
  const body = { ...seed.request, text }
  return {
    label: row.label,
    text,
    problems: speechProblems(text, max),
    body,
    cost: RUN_KIND_DEFS.speech.cost(model, body),
  }
}

/**
 * The run an audio form and its rows describe: each row's text in the form's request, `count`
 * copies each on the form's model, checked by the service's rules and priced by the kind's own
 * rule (the one the studio's server prices it with again).
 */
export function planAudioRun(
  seed: AudioRunSeed,
  rows: readonly RunRow[],
  model: Model,
  count: number,
): AudioPlan {
  const copies = Math.min(MAX_COPIES, Math.max(1, Math.trunc(count)))
  const planned = rows.map((row) => rowOf(seed, row, model))
  const size = rows.length * copies
  const items =
    size > RUN_MAX_ITEMS
      ? []
      : planned.flatMap((row, r) =>
          row.problems.length
            ? []
            : Array.from({ length: copies }, (_, i) => ({
                row: r,
                column: 0,
                copy: i + 1,
                body: row.body,
                cost: row.cost,
              })),
        )
  return {
    rows: planned,
    items,
    total: items.reduce((sum, item) => sum + item.cost, 0),
    refused: planned.filter((row) => row.problems.length).length,
    tooLarge:
      size > RUN_MAX_ITEMS
        ? `${rows.length} texts × ${copies} make ${size} items; a run holds at most ${RUN_MAX_ITEMS}.`
        : null,
  }
}

const TITLE_CHARS = 80

/** The audio run as the studio's server takes it: its kind, rows, model and every item's body. */
export function audioRunRequest(
  seed: AudioRunSeed,
  plan: AudioPlan,
  modelId: string,
  written?: string,
): CreateRunBody {
  const first = (written ?? plan.rows[0]?.text ?? '').trim().replace(/\s+/g, ' ')
  const title = first.length > TITLE_CHARS ? `${first.slice(0, TITLE_CHARS - 1)}…` : first
  const common = {
    title: title || (seed.kind === 'music' ? 'Songs' : 'Speech'),
    rows: plan.rows.map((row) => ({ label: row.label, prompt: row.text })),
    columns: [modelId],
    total: plan.total,
  }
  // Each body is read by its kind's own schema: the run the server takes is the one shown.
  const items = <Body>(schema: { parse(body: unknown): Body }) =>
    plan.items.map(({ row, column, copy, body }) => ({
      row,
      column,
      copy,
      body: schema.parse(body),
    }))
  return seed.kind === 'music'
    ? { ...common, kind: 'music', items: items(RUN_KIND_DEFS.music.body) }
    : { ...common, kind: 'speech', items: items(RUN_KIND_DEFS.speech.body) }
}
