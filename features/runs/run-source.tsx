'use client'

import { RadioChips } from '@/components/ui/radio-chips'
import { Textarea } from '@/components/ui/textarea'
import { formatCount } from '@/lib/format'
import type { RowsResult } from './model/rows'

export type RunSourceKind = 'alternatives' | 'list' | 'csv'

const SOURCES = [
  { value: 'alternatives', label: 'One prompt' },
  { value: 'list', label: 'A list' },
  { value: 'csv', label: 'A CSV' },
] as const
const isSource = (value: string): value is RunSourceKind => SOURCES.some((s) => s.value === value)

const PREVIEW_ROWS = 12

const HINTS: Record<RunSourceKind, string> = {
  alternatives:
    'Write alternatives in braces, {red|blue|green}: each makes its own prompt, and several groups multiply. \\{ \\| \\} write the characters themselves.',
  list: 'One prompt a line; blank lines are skipped. Up to 500.',
  csv: 'A header row, then one row a prompt: a “prompt” column, and any of negative prompt, aspect ratio, duration, resolution, quality, generation type, sound, image, video, audio. Up to 500 rows.',
}

const PLACEHOLDERS: Record<RunSourceKind, string> = {
  alternatives: 'A {red|blue|green} kite over a {beach|city} at dawn',
  list: 'A red kite over the sea\nA lighthouse at dusk\nA fox in the snow',
  csv: 'prompt,aspect ratio\n"A red kite, at dawn",16:9\nA lighthouse at dusk,1:1',
}

/** What a builder says of its texts where prompts are not the word (a song's lyrics, speech). */
export type RunSourceWords = Partial<Record<RunSourceKind, { hint: string; placeholder: string }>>

interface RunSourceProps {
  kind: RunSourceKind
  text: string
  rows: RowsResult
  onKind(kind: RunSourceKind): void
  onText(text: string): void
  /** The sources offered (default: all three). */
  sources?: readonly RunSourceKind[]
  words?: RunSourceWords
  /** Whether the prompts it makes are listed here (a builder may list them itself). */
  preview?: boolean
}

/** Where a run's prompts come from: one prompt with alternatives, a pasted list, or a CSV. */
export function RunSource({
  kind,
  text,
  rows,
  onKind,
  onText,
  sources = ['alternatives', 'list', 'csv'],
  words = {},
  preview = true,
}: RunSourceProps) {
  const readFile = async (file: File | undefined) => {
    if (file) onText(await file.text())
  }
  const prompts = rows.ok ? rows.rows : []
  return (
    <section aria-labelledby="run-source-title" className="space-y-3">
      <h2 id="run-source-title" className="text-lg font-semibold text-ink">
        What to make
      </h2>
      <RadioChips
        name="run-source"
        legend="Where the prompts come from"
        hideLegend
        options={SOURCES.filter((s) => sources.includes(s.value))}
        value={kind}
        onChange={(value) => isSource(value) && onKind(value)}
      />
      <div className="space-y-2">
        <label htmlFor="run-text" className="sr-only">
          {kind === 'csv' ? 'CSV' : kind === 'list' ? 'Prompts, one a line' : 'Prompt'}
        </label>
        <Textarea
          id="run-text"
          value={text}
          rows={kind === 'alternatives' ? 3 : 6}
          placeholder={words[kind]?.placeholder ?? PLACEHOLDERS[kind]}
          aria-describedby="run-text-hint"
          aria-invalid={!rows.ok}
          onChange={(event) => onText(event.target.value)}
          className="font-mono text-sm"
        />
        <p id="run-text-hint" className="text-xs text-ink-muted">
          {words[kind]?.hint ?? HINTS[kind]}
        </p>
        {kind === 'csv' ? (
          <div className="text-sm">
            <label htmlFor="run-csv-file" className="mr-2 text-ink-muted">
              Or open a file:
            </label>
            <input
              id="run-csv-file"
              type="file"
              accept=".csv,text/csv"
              onChange={(event) => void readFile(event.target.files?.[0])}
              className="text-sm text-ink"
            />
          </div>
        ) : null}
        {rows.ok ? null : (
          <p role="alert" className="text-sm text-danger">
            {rows.problem}
          </p>
        )}
        {preview && (prompts.length > 1 || (kind !== 'alternatives' && prompts.length > 0)) ? (
          <div className="rounded-md bg-surface-muted p-3">
            <p className="text-sm font-medium text-ink">
              {prompts.length === 1
                ? 'This makes 1 prompt'
                : `This makes ${formatCount(prompts.length)} prompts`}
            </p>
            <ol className="mt-1 list-decimal space-y-0.5 pl-5 text-sm text-ink-muted">
              {prompts.slice(0, PREVIEW_ROWS).map((row, i) => (
                <li key={i}>
                  <span className="line-clamp-2 break-words">
                    {row.prompt || <em>no prompt</em>}
                  </span>
                </li>
              ))}
            </ol>
            {prompts.length > PREVIEW_ROWS ? (
              <p className="mt-1 text-xs text-ink-muted">
                and {formatCount(prompts.length - PREVIEW_ROWS)} more
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  )
}
