'use client'

import { useMemo, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Select } from '@/components/ui/select'
import { problemMessage } from '@/lib/errors/problem'
import { limitOf, pacingFloorMs } from '@/lib/jobs/pacing'
import { useBalance } from '@/lib/queries/balance'
import { useModelName } from '@/lib/queries/model-names'
import { useModels } from '@/lib/queries/models'
import type { RunSeed } from '@/lib/forms/run-seed'
import { planRun, withoutRefusedRows } from './model/items'
import { runRequest } from './model/run-request'
import {
  rowsFromAlternatives,
  rowsFromCsv,
  rowsFromList,
  type CsvParser,
  type RowsResult,
  type RunRow,
} from './model/rows'
import { runTotal } from '@/lib/api/run-total'
import { RunModels } from './run-models'
import { useCsvParser } from './use-csv-parser'
import { RunPlanGrid } from './run-plan-grid'
import { RunRefusals } from './run-refusals'
import { RunSource, type RunSourceKind } from './run-source'
import { RunCopies } from './run-copies'
import { RunStartBar } from './run-start-bar'
import { useHandOverRun } from './use-hand-over-run'

const READING_CSV = { ok: false, problem: 'Reading the CSV…' } as const

/** The rows a source's text makes; a CSV waits for its parser (loaded with the CSV tab). */
function readRows(kind: RunSourceKind, text: string, parse: CsvParser | null): RowsResult {
  if (kind === 'alternatives') return rowsFromAlternatives(text)
  if (kind === 'list') return rowsFromList(text)
  if (!text.trim()) return { ok: true, rows: [] }
  return parse ? rowsFromCsv(text, parse) : READING_CSV
}
/** The aspect ratios every chosen model takes: the only ones a run may ask of all of them. */
function sharedAspects(
  models: { capabilities?: { aspect_ratio_options?: string[] | null } | null }[],
) {
  const lists = models.map((m) => m.capabilities?.aspect_ratio_options ?? [])
  return lists.length ? lists.reduce((a, b) => a.filter((x) => b.includes(x))) : []
}

interface RunBuilderProps {
  /** Create's composer, when the builder opens from it: its prompt, model and settings. */
  initial?: RunSeed | null
  /** Told once the studio took the run, before its page opens. */
  onStarted?: () => void
}

/**
 * The run builder: prompts (one with alternatives, a list, a CSV), the models to compare, the
 * number of variations; every cell checked and priced, and the exact total, before the click.
 */
export function RunBuilder({ initial = null, onStarted }: RunBuilderProps) {
  const catalog = useModels()
  const balance = useBalance()
  const nameOf = useModelName()
  const sending = useHandOverRun(onStarted)
  const [kind, setKind] = useState<RunSourceKind>('alternatives')
  const [texts, setTexts] = useState<Record<RunSourceKind, string>>({
    alternatives: initial?.prompt ?? '',
    list: '',
    csv: '',
  })
  const [dropped, setDropped] = useState<RunRow[] | null>(null)
  const [chosen, setChosen] = useState<string[]>(initial ? [initial.model] : [])
  const [copies, setCopies] = useState(1)
  const [aspect, setAspect] = useState(initial?.settings.aspect_ratio ?? '')

  const csvParser = useCsvParser(kind === 'csv')
  const read = useMemo(() => readRows(kind, texts[kind], csvParser), [kind, texts, csvParser])
  const rows = useMemo(
    () =>
      dropped ?? (read.ok ? read.rows.filter((r) => r.prompt || Object.keys(r.fields).length) : []),
    [dropped, read],
  )
  const media = useMemo(
    () => (catalog.data?.models ?? []).filter((m) => ['image', 'video'].includes(m.model_type)),
    [catalog.data],
  )
  const models = useMemo(
    () => chosen.flatMap((id) => media.filter((m) => m.model_id === id)),
    [chosen, media],
  )
  const aspects = useMemo(() => sharedAspects(models), [models])
  const plan = useMemo(() => {
    const { aspect_ratio: _composers, ...settings } = initial?.settings ?? {}
    const shape = aspects.includes(aspect) ? { aspect_ratio: aspect } : {}
    return planRun(rows, models, { ...settings, ...shape }, copies)
  }, [rows, models, aspects, aspect, copies, initial])
  const total = balance.data
    ? runTotal(
        plan.items.map((i) => i.cost),
        balance.data,
      )
    : null
  const sendingSeconds = pacingFloorMs(plan.items.length, limitOf('media')) / 1000

  const setText = (text: string) => {
    setTexts((all) => ({ ...all, [kind]: text }))
    setDropped(null)
  }
  const blocker =
    rows.length === 0
      ? 'Write a prompt, or paste a list or a CSV.'
      : models.length === 0
        ? 'Choose at least one model.'
        : (plan.tooLarge ??
          (plan.refusals.length
            ? 'Leave out the prompts that fail, or fix them, to start.'
            : total && !total.affordable
              ? 'The run costs more than you can spend now.'
              : null))
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (blocker) return
    const written = kind === 'alternatives' && !dropped ? texts.alternatives : undefined
    sending.handOver(runRequest(rows, chosen, plan, written))
  }

  return (
    <form onSubmit={submit} aria-label="New run" className="space-y-gutter">
      <RunSource
        kind={kind}
        text={texts[kind]}
        rows={read}
        onKind={(next) => {
          setKind(next)
          setDropped(null)
        }}
        onText={setText}
      />
      {catalog.error ? (
        <Alert>The models could not be read: {problemMessage(catalog.error)}</Alert>
      ) : (
        <RunModels catalog={media} chosen={chosen} onChange={setChosen} />
      )}
      <section aria-label="Variations" className="flex flex-wrap items-end gap-4">
        <RunCopies value={copies} onChange={setCopies} />
        {aspects.length ? (
          <div className="space-y-1">
            <label htmlFor="run-aspect" className="block text-sm font-medium text-ink">
              Aspect ratio
            </label>
            <Select id="run-aspect" value={aspect} onChange={(e) => setAspect(e.target.value)}>
              <option value="">Each model’s first</option>
              {aspects.map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
      </section>
      <RunPlanGrid rows={rows} models={models} plan={plan} />
      <RunRefusals
        refusals={plan.refusals}
        rows={rows}
        nameOf={nameOf}
        onDrop={() => setDropped(withoutRefusedRows(rows, plan))}
      />
      {plan.tooLarge ? <Alert>{plan.tooLarge}</Alert> : null}
      <RunStartBar
        items={plan.items.length}
        credits={plan.total}
        total={total}
        sendingSeconds={sendingSeconds}
        blocker={blocker}
        pending={sending.pending}
        problem={sending.problem}
      />
    </form>
  )
}
