'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { FieldValues } from 'react-hook-form'
import { useSubmit } from '@/components/forms/use-submit'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Select } from '@/components/ui/select'
import { describeProblem, problemMessage, unansweredStart } from '@/lib/errors/problem'
import { formatCount } from '@/lib/format'
import { limitOf, pacingFloorMs } from '@/lib/jobs/pacing'
import { useBalance } from '@/lib/queries/balance'
import { useModelName } from '@/lib/queries/model-names'
import { useModels } from '@/lib/queries/models'
import type { RunSeed } from '@/lib/forms/run-seed'
import { useStartRun } from '@/lib/queries/runs'
import { MAX_COPIES, planRun, withoutRefusedRows } from './model/items'
import { keyedRequest, type KeyedRequest } from './model/run-key'
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
import { RunPlanGrid } from './run-plan-grid'
import { RunRefusals } from './run-refusals'
import { RunSource, type RunSourceKind } from './run-source'
import { RunTotalLine } from './run-total'
import { runHome } from '@/lib/jobs/job-links'

const READING_CSV = { ok: false, problem: 'Reading the CSV…' } as const

/** The rows a source's text makes; a CSV waits for its parser (loaded with the CSV tab). */
function readRows(kind: RunSourceKind, text: string, parse: CsvParser | null): RowsResult {
  if (kind === 'alternatives') return rowsFromAlternatives(text)
  if (kind === 'list') return rowsFromList(text)
  if (!text.trim()) return { ok: true, rows: [] }
  return parse ? rowsFromCsv(text, parse) : READING_CSV
}
/** A refusal in the studio's words; no answer at all may still have made the run. */
// A run that got no answer may have been taken: the words say where to look before a second one.
const runRefusal = (error: unknown) => ({
  problem: describeProblem(error, { unanswered: unansweredStart('your runs', 'run') }),
})

const COPIES = Array.from({ length: MAX_COPIES }, (_, i) => i + 1)

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
  const router = useRouter()
  const catalog = useModels()
  const balance = useBalance()
  const nameOf = useModelName()
  const start = useStartRun()
  const lastRequest = useRef<KeyedRequest | null>(null)
  // The one submit hook: one click hands over at most one run, however fast the clicks come.
  const sending = useSubmit<FieldValues>({ describe: runRefusal })
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

  const [csvParser, setCsvParser] = useState<CsvParser | null>(null)
  useEffect(() => {
    if (kind !== 'csv' || csvParser) return
    void import('papaparse').then((papa) => setCsvParser(() => papa.default.parse))
  }, [kind, csvParser])
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
    // Sent again after a lost answer, the same request goes with the same key: one run.
    const body = runRequest(rows, chosen, plan, written)
    const keyed = keyedRequest(lastRequest.current, body, () => crypto.randomUUID())
    lastRequest.current = keyed
    sending.submit(async () => {
      const { run } = await start.mutateAsync({ ...body, key: keyed.key })
      lastRequest.current = null
      onStarted?.()
      router.push(runHome(run.id))
    })
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
        <div className="space-y-1">
          <label htmlFor="run-copies" className="block text-sm font-medium text-ink">
            Variations of each
          </label>
          <Select
            id="run-copies"
            value={copies}
            onChange={(e) => setCopies(Number(e.target.value))}
            className="w-28"
          >
            {COPIES.map((n) => (
              <option key={n} value={n}>
                ×{n}
              </option>
            ))}
          </Select>
        </div>
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
      <div className="flex flex-wrap items-end justify-between gap-4 rounded-card bg-surface-raised p-4 shadow-raised">
        <RunTotalLine items={plan.items.length} total={total} sendingSeconds={sendingSeconds} />
        <div className="ml-auto space-y-1 text-right">
          <Button type="submit" disabled={Boolean(blocker) || sending.pending}>
            {sending.pending
              ? 'Starting…'
              : plan.items.length
                ? `Start ${formatCount(plan.items.length)} for ${formatCount(plan.total)} credits`
                : 'Start the run'}
          </Button>
          {blocker ? <p className="text-xs text-ink-muted">{blocker}</p> : null}
        </div>
      </div>
      {sending.problem ? (
        <p role="alert" className="text-sm text-danger">
          {sending.problem.message}
        </p>
      ) : null}
    </form>
  )
}
