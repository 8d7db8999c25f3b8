import { dialogueTextIssue, stripAudioTags } from '@/lib/api/dialogue'
import type { Model } from '@/lib/api/models'
import { modelName } from '@/lib/catalog/catalog-words'
import { musicModeIssue } from '@/lib/api/music-rules'
import { RUN_KIND_DEFS } from '@/lib/api/run-kinds'
import type { AudioRunSeed } from '@/lib/forms/audio-run-seed'
import type { CreateRunBody } from '@/lib/studio-api/run-request'
import { MAX_COPIES } from './items'
import { RUN_MAX_ITEMS, type RunRow } from './rows'

type AudioBody = CreateRunBody['items'][number]['body']

/** One row of an audio run: its text in the form's request, checked by the service's own rules. */
export interface AudioRow {
  label: string
  text: string
  /** Why the service would refuse it, in words; empty when it may be sent. */
  problems: string[]
  /** Its request on each model compared (one column each; none when refused), and its price. */
  cells: { body: AudioBody | null; cost: number }[]
  /** One copy on every model. */
  cost: number
}

export interface AudioPlan {
  rows: AudioRow[]
  items: { row: number; column: number; copy: number; body: AudioBody; cost: number }[]
  total: number
  refused: number
  tooLarge: string | null
}

const tooLongFor = (max: number, length: number, on: string) =>
  `At most ${max} characters ${on} (it has ${length}).`

/** A song's fields of advanced mode only (a CSV row may set them). */
const ADVANCED_ONLY = ['title', 'style', 'vocal_gender']

/** The service's rules on one song, in the studio's words (docs/service-contract.md §4.4). */
function songProblems(
  body: Record<string, unknown>,
  field: string,
  text: string,
  own: Record<string, unknown>,
) {
  if (field === 'prompt' && ADVANCED_ONLY.some((key) => key in own)) {
    return [
      'A title, a style or a vocal gender is for songs in advanced mode: switch the song form to advanced first.',
    ]
  }
  const issue = musicModeIssue(body)
  if (!issue) return []
  return issue.param === field || !text.trim()
    ? ['Write what the song is about.']
    : ['The song’s settings are not complete: finish them in the form, or in the row’s columns.']
}

function speechProblems(text: string) {
  return dialogueTextIssue(text) ? ['Nothing is left to say once tags such as [laughs] go.'] : []
}

const UNTAKEN = 'The service would not take this row’s settings: check the values of its columns.'

/** The row on one model: its request (as the kind's schema reads it), its price, what it refuses. */
function cellOf(seed: AudioRunSeed, row: RunRow, model: Model, named: boolean) {
  const max = model.capabilities?.prompt_max_chars ?? Infinity
  const on = named ? `for ${modelName(model)}` : 'for this model'
  const text = row.prompt
  const own = row.fields.request ?? {}
  if (seed.kind === 'music') {
    const wanted = { ...seed.request, ...own, model: model.model_id, [seed.field]: text.trim() }
    const problems = songProblems(wanted, seed.field, text, own)
    if (!problems.length && text.length > max) problems.push(tooLongFor(max, text.length, on))
    const read = RUN_KIND_DEFS.music.body.safeParse(wanted)
    if (!read.success && !problems.length) problems.push(UNTAKEN)
    const body = read.success ? read.data : null
    return { body, cost: RUN_KIND_DEFS.music.cost(model, body ?? seed.request), problems }
  }
  const spoken = stripAudioTags(text).length
  const problems = speechProblems(text)
  if (!problems.length && spoken > max) problems.push(tooLongFor(max, spoken, on))
  const read = RUN_KIND_DEFS.speech.body.safeParse({ ...seed.request, ...own, text })
  if (!read.success && !problems.length) problems.push(UNTAKEN)
  const body = read.success ? read.data : null
  return { body, cost: RUN_KIND_DEFS.speech.cost(model, body ?? seed.request), problems }
}

function rowOf(seed: AudioRunSeed, row: RunRow, models: readonly Model[]): AudioRow {
  const cells = models.map((model) => cellOf(seed, row, model, models.length > 1))
  return {
    label: row.label,
    text: row.prompt,
    problems: [...new Set([...row.problems, ...cells.flatMap((c) => c.problems)])],
    cells: cells.map(({ body, cost }) => ({ body, cost })),
    cost: cells.reduce((sum, c) => sum + c.cost, 0),
  }
}

/**
 * The run an audio form and its rows describe: each row's text in the form's request, `count`
 * copies each on every model compared (songs; speech has one model), checked by the service's
 * rules and priced by the kind's own rule (the one the studio's server prices it with again).
 * Items go row by row, each copy on every model, as a media run's do.
 */
export function planAudioRun(
  seed: AudioRunSeed,
  rows: readonly RunRow[],
  models: readonly Model[],
  count: number,
): AudioPlan {
  const copies = Math.min(MAX_COPIES, Math.max(1, Math.trunc(count)))
  const planned = rows.map((row) => rowOf(seed, row, models))
  const size = rows.length * models.length * copies
  const items =
    size > RUN_MAX_ITEMS
      ? []
      : planned.flatMap((row, r) =>
          row.problems.length
            ? []
            : Array.from({ length: copies }, (_, i) =>
                row.cells.flatMap(({ body, cost }, column) =>
                  body ? [{ row: r, column, copy: i + 1, body, cost }] : [],
                ),
              ).flat(),
        )
  return {
    rows: planned,
    items,
    total: items.reduce((sum, item) => sum + item.cost, 0),
    refused: planned.filter((row) => row.problems.length).length,
    tooLarge:
      size > RUN_MAX_ITEMS
        ? `${rows.length} texts × ${models.length > 1 ? `${models.length} models × ` : ''}${copies} make ${size} items; a run holds at most ${RUN_MAX_ITEMS}.`
        : null,
  }
}

const TITLE_CHARS = 80

/** The audio run as the studio's server takes it: its kind, rows, models and every item's body. */
export function audioRunRequest(
  seed: AudioRunSeed,
  plan: AudioPlan,
  modelIds: readonly string[],
  written?: string,
): CreateRunBody {
  const first = (written ?? plan.rows[0]?.text ?? '').trim().replace(/\s+/g, ' ')
  const title = first.length > TITLE_CHARS ? `${first.slice(0, TITLE_CHARS - 1)}…` : first
  const common = {
    title: title || (seed.kind === 'music' ? 'Songs' : 'Speech'),
    rows: plan.rows.map((row) => ({ label: row.label, prompt: row.text })),
    columns: [...modelIds],
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
