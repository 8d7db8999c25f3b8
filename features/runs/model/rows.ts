import type Papa from 'papaparse'
import type { MediaKind } from '@/lib/api/media-kinds'
import type { MediaFormValues } from '@/lib/forms/media-values'
import { expandAlternatives } from './alternatives'

/** The most rows (prompts) one run is built from, and the most items it holds. */
export const RUN_MAX_ROWS = 500
export const RUN_MAX_ITEMS = 500

type ChoiceFields = Pick<
  MediaFormValues,
  'generation_type' | 'negative_prompt' | 'aspect_ratio' | 'duration' | 'resolution' | 'quality'
>

/** What a row sets itself, over the builder's settings (a CSV's columns). */
export type RowFields = Partial<ChoiceFields> & {
  sound?: boolean
  sources?: Partial<Record<MediaKind, string[]>>
  /** A song's or a speech's own fields, by the request's names (an audio run's CSV). */
  request?: Record<string, string | boolean>
}

export interface RunRow {
  /** Where the row came from, for refusals in words: "Row 3", "Line 2", "Prompt 4". */
  label: string
  prompt: string
  fields: RowFields
  /** What is wrong with the row itself (a value that is not a yes or a no), in words. */
  problems: string[]
}

export type RowsResult = { ok: true; rows: RunRow[] } | { ok: false; problem: string }

const tooMany = (count: number): RowsResult => ({
  ok: false,
  problem: `This makes ${count} prompts; a run holds at most ${RUN_MAX_ROWS}. Split it into several runs.`,
})

/** One prompt with alternatives: one row per prompt it makes. */
export function rowsFromAlternatives(template: string): RowsResult {
  const expanded = expandAlternatives(template, RUN_MAX_ROWS)
  if (!expanded.ok) return expanded
  return {
    ok: true,
    rows: expanded.prompts.map((prompt, i) => ({
      label: `Prompt ${i + 1}`,
      prompt,
      fields: {},
      problems: [],
    })),
  }
}

/** A pasted list: one prompt a line; blank lines are skipped, each line is taken as written. */
export function rowsFromList(text: string): RowsResult {
  const lines = text.split(/\r?\n/).flatMap((line, i) => (line.trim() ? [{ line, i }] : []))
  if (lines.length > RUN_MAX_ROWS) return tooMany(lines.length)
  return {
    ok: true,
    rows: lines.map(({ line, i }) => ({
      label: `Line ${i + 1}`,
      prompt: line.trim(),
      fields: {},
      problems: [],
    })),
  }
}

type Column =
  | { field: 'prompt' }
  | { field: keyof ChoiceFields }
  | { field: 'sound' }
  | { field: 'sources'; kind: MediaKind }
  /** A request field of an audio run: words, a yes or a no, or one of a few values. */
  | { field: 'request'; key: string; value: 'words' | 'yes-no' | readonly string[] }

/** The columns a CSV may have, by the names a person writes, and those names in words. */
export interface CsvColumns {
  columns: Record<string, Column>
  names: string
}

/** The columns a CSV may have, by the names a person writes (any case, spaces or underscores). */
const COLUMNS: Record<string, Column> = {
  prompt: { field: 'prompt' },
  'negative prompt': { field: 'negative_prompt' },
  'aspect ratio': { field: 'aspect_ratio' },
  duration: { field: 'duration' },
  resolution: { field: 'resolution' },
  quality: { field: 'quality' },
  'generation type': { field: 'generation_type' },
  sound: { field: 'sound' },
  image: { field: 'sources', kind: 'image' },
  images: { field: 'sources', kind: 'image' },
  video: { field: 'sources', kind: 'video' },
  videos: { field: 'sources', kind: 'video' },
  audio: { field: 'sources', kind: 'audio' },
}
/** An image or video run's CSV: the prompt and the media form's fields. */
export const MEDIA_CSV: CsvColumns = {
  columns: COLUMNS,
  names:
    'prompt, negative prompt, aspect ratio, duration, resolution, quality, generation type, sound, image, video, audio',
}

const headerKey = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, ' ')
const YES = ['yes', 'y', 'true', 'on', '1']
const NO = ['no', 'n', 'false', 'off', '0']

/** A yes or a no as a person writes it; null (and a problem in words) for anything else. */
function yesNo(row: RunRow, header: string, value: string): boolean | null {
  if (YES.includes(value.toLowerCase())) return true
  if (NO.includes(value.toLowerCase())) return false
  row.problems.push(`“${header}” should be yes or no, not “${value}”.`)
  return null
}

function applyRequestCell(
  row: RunRow,
  column: Extract<Column, { field: 'request' }>,
  header: string,
  value: string,
) {
  let taken: string | boolean | null = value
  if (column.value === 'yes-no') taken = yesNo(row, header, value)
  else if (column.value !== 'words' && !column.value.includes(value.toLowerCase())) {
    row.problems.push(`“${header}” should be ${column.value.join(' or ')}, not “${value}”.`)
    taken = null
  } else if (column.value !== 'words') taken = value.toLowerCase()
  if (taken !== null) row.fields.request = { ...row.fields.request, [column.key]: taken }
}

function applyCell(row: RunRow, column: Column, header: string, raw: string) {
  const value = raw.trim()
  if (column.field === 'prompt') row.prompt = value
  else if (!value) return
  else if (column.field === 'request') applyRequestCell(row, column, header, value)
  else if (column.field === 'sound') {
    const sound = yesNo(row, header, value)
    if (sound !== null) row.fields.sound = sound
  } else if (column.field === 'sources') {
    row.fields.sources = { ...row.fields.sources, [column.kind]: value.split(/\s+/) }
  } else row.fields[column.field] = value
}

/** papaparse's parse, loaded only once a CSV is read (it is not in the page's first load). */
export type CsvParser = (typeof Papa)['parse']

/**
 * A CSV with a header row: a `prompt` column and any form field as columns (the names above, or
 * an audio run's). Parsed by papaparse (quoted fields, commas and line breaks inside quotes, a
 * BOM, CRLF).
 */
export function rowsFromCsv(text: string, parse: CsvParser, table = MEDIA_CSV): RowsResult {
  const parsed = parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' })
  const [header, ...records] = parsed.data
  if (!header) return { ok: false, problem: 'The CSV is empty: its first line names the columns.' }
  const columns = header.map((name) => table.columns[headerKey(name)])
  const unknown = header.filter((_, i) => !columns[i])
  if (unknown.length) {
    return {
      ok: false,
      problem: `The CSV has columns the studio does not know (${unknown.map((u) => `“${u.trim()}”`).join(', ')}). Columns may be: ${table.names}.`,
    }
  }
  if (!columns.some((c) => c?.field === 'prompt')) {
    return { ok: false, problem: 'The CSV has no “prompt” column.' }
  }
  if (records.length > RUN_MAX_ROWS) return tooMany(records.length)
  const rows = records.map((cells, i) => {
    const row: RunRow = { label: `Row ${i + 2}`, prompt: '', fields: {}, problems: [] }
    if (cells.length !== header.length) {
      row.problems.push(`It has ${cells.length} cells; the header names ${header.length}.`)
    }
    columns.forEach((column, c) => applyCell(row, column!, header[c]!.trim(), cells[c] ?? ''))
    return row
  })
  return { ok: true, rows }
}
