'use client'

import { useMemo, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { MUSIC_SONGS_PER_JOB } from '@/lib/api/music'
import { RUN_KIND_DEFS, runRateGroup } from '@/lib/api/run-kinds'
import { runTotal } from '@/lib/api/run-total'
import type { AudioRunSeed } from '@/lib/forms/audio-run-seed'
import { limitOf, pacingFloorMs } from '@/lib/jobs/pacing'
import { useBalance } from '@/lib/queries/balance'
import { useModelName } from '@/lib/queries/model-names'
import { useModels } from '@/lib/queries/models'
import { audioRunRequest, planAudioRun } from './model/audio-plan'
import { AUDIO_CSV } from './model/audio-csv'
import {
  rowsFromAlternatives,
  rowsFromCsv,
  rowsFromList,
  type CsvParser,
  type RowsResult,
  type RunRow,
} from './model/rows'
import { useCsvParser } from './use-csv-parser'
import { AudioRunPreview } from './audio-run-preview'
import { RunCopies } from './run-copies'
import { RunModels } from './run-models'
import { RunSource, type RunSourceKind, type RunSourceWords } from './run-source'
import { RunStartBar } from './run-start-bar'
import { useHandOverRun } from './use-hand-over-run'

const SOURCES = ['alternatives', 'list', 'csv'] as const
const SONG_MODELS = [{ type: 'music', title: 'Song models' }]

// A song start makes two songs (docs/decisions.md §D15); a speech start one recording.
const MADE: Record<AudioRunSeed['kind'], (copies: number) => string> = {
  music: (copies) => `${copies * MUSIC_SONGS_PER_JOB} songs`,
  speech: (copies) => (copies === 1 ? '1 recording' : `${copies} recordings`),
}

const WORDS: Record<AudioRunSeed['kind'], RunSourceWords> = {
  music: {
    alternatives: {
      hint: 'Write alternatives in braces, {piano|guitar}: each makes its own song, and several groups multiply.',
      placeholder: 'A calm {piano|guitar} piece for a {rainy|sunny} morning',
    },
    list: {
      hint: 'One song a line; blank lines are skipped. Up to 500.',
      placeholder: 'A calm piano piece\nAn upbeat synth-pop song\nA slow folk ballad',
    },
    csv: {
      hint: `A header row, then one row a song: a “prompt” column, and any of ${AUDIO_CSV.music.names.replace('prompt, ', '')}. Up to 500 rows.`,
      placeholder:
        'prompt,style,instrumental\nA calm piano piece,ambient,yes\n"A song about rain, slow",folk,no',
    },
  },
  speech: {
    alternatives: {
      hint: 'Write alternatives in braces, {Hello|Welcome}: each makes its own recording, and several groups multiply.',
      placeholder: '{Hello|Welcome}, and thank you for calling.',
    },
    list: {
      hint: 'One text a line, each spoken on its own; blank lines are skipped. Up to 500.',
      placeholder: 'Welcome to the show.\nThanks for listening.\nSee you next week.',
    },
    csv: {
      hint: `A header row, then one row a recording: a “text” column, and any of ${AUDIO_CSV.speech.names.replace('text, ', '')}. Up to 500 rows.`,
      placeholder: 'text,voice\nWelcome to the show.,Rachel\n"Thanks, and goodbye.",Adam',
    },
  },
}

/** The rows a source's text makes; a CSV waits for its parser, and takes the kind's columns. */
function readAudioRows(
  source: RunSourceKind,
  text: string,
  parse: CsvParser | null,
  kind: AudioRunSeed['kind'],
): RowsResult {
  if (source === 'list') return rowsFromList(text)
  if (source === 'alternatives') return rowsFromAlternatives(text)
  if (!text.trim()) return { ok: true, rows: [] }
  return parse
    ? rowsFromCsv(text, parse, AUDIO_CSV[kind])
    : { ok: false, problem: 'Reading the CSV…' }
}

/**
 * A run of songs or speech from the Audio page's form: its text with `{a|b}` alternatives or one a
 * line, ×1 to ×8 each, on the form's model with the form's other settings; every text checked and
 * priced, and the exact total, before the click.
 */
export function AudioRunBuilder({ seed, onStarted }: { seed: AudioRunSeed; onStarted(): void }) {
  const catalog = useModels()
  const balance = useBalance()
  const nameOf = useModelName()
  const sending = useHandOverRun(onStarted)
  const [source, setSource] = useState<RunSourceKind>('alternatives')
  const [texts, setTexts] = useState({ alternatives: seed.text, list: '', csv: '' })
  const [dropped, setDropped] = useState<RunRow[] | null>(null)
  const [copies, setCopies] = useState(1)
  const modelId =
    seed.kind === 'music'
      ? RUN_KIND_DEFS.music.model(seed.request)
      : RUN_KIND_DEFS.speech.model(seed.request)
  // Songs may be compared across the catalog's song models; speech has its one model.
  const [chosen, setChosen] = useState<string[]>([modelId])
  const models = useMemo(() => {
    const all = catalog.data?.models ?? []
    const found = chosen.flatMap((id) => all.filter((m) => m.model_id === id))
    return found.length === chosen.length ? found : null
  }, [catalog.data, chosen])

  const csvParser = useCsvParser(source === 'csv')
  const read = useMemo(
    () => readAudioRows(source, texts[source], csvParser, seed.kind),
    [source, texts, csvParser, seed.kind],
  )
  const rows = useMemo(
    () => dropped ?? (read.ok ? read.rows.filter((r) => r.prompt.trim()) : []),
    [dropped, read],
  )
  const plan = useMemo(
    () => (models?.length ? planAudioRun(seed, rows, models, copies) : null),
    [seed, rows, models, copies],
  )
  const items = plan?.items.length ?? 0
  const total =
    balance.data && plan
      ? runTotal(
          plan.items.map((i) => i.cost),
          balance.data,
        )
      : null
  const sendingSeconds = pacingFloorMs(items, limitOf(runRateGroup(seed.kind))) / 1000
  const blocker = !models
    ? 'The catalog does not list this model now.'
    : models.length === 0
      ? 'Choose a model.'
      : rows.length === 0
        ? 'Write a text, or paste a list.'
        : (plan?.tooLarge ??
          (plan?.refused
            ? 'Leave out the texts that cannot go, or fix them, to start.'
            : total && !total.affordable
              ? 'The run costs more than you can spend now.'
              : null))
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (blocker || !plan) return
    const written = source === 'alternatives' && !dropped ? texts.alternatives : undefined
    sending.handOver(audioRunRequest(seed, plan, chosen, written))
  }
  const settings =
    seed.kind === 'music'
      ? chosen.length > 1
        ? 'Each song is made on every model chosen, with the form’s other settings.'
        : `Each song is made by ${nameOf(chosen[0] ?? modelId)}, with the form’s other settings.`
      : `Each text is spoken by ${seed.request.voice ?? 'the model’s first voice'} on ${nameOf(modelId)}, with the form’s other settings.`

  return (
    <form onSubmit={submit} aria-label="New audio run" className="space-y-gutter">
      <RunSource
        kind={source}
        text={texts[source]}
        rows={read}
        sources={SOURCES}
        words={WORDS[seed.kind]}
        preview={false}
        onKind={(next) => {
          setSource(next)
          setDropped(null)
        }}
        onText={(text) => {
          setTexts((all) => ({ ...all, [source]: text }))
          setDropped(null)
        }}
      />
      <p className="text-sm text-ink-muted">{settings}</p>
      {seed.kind === 'music' && catalog.data ? (
        <RunModels
          catalog={catalog.data.models}
          chosen={chosen}
          onChange={setChosen}
          groups={SONG_MODELS}
        />
      ) : null}
      <section aria-label="Variations" className="flex flex-wrap items-end gap-4">
        <RunCopies value={copies} onChange={setCopies} />
      </section>
      {plan ? (
        <AudioRunPreview
          plan={plan}
          copies={copies}
          made={(n) => MADE[seed.kind](n * chosen.length)}
        />
      ) : null}
      {plan?.refused ? (
        <Button
          type="button"
          variant="secondary"
          onClick={() => setDropped(rows.filter((_, r) => !plan.rows[r]?.problems.length))}
        >
          Leave out the {plan.refused === 1 ? 'text' : `${plan.refused} texts`} that cannot go
        </Button>
      ) : null}
      {plan?.tooLarge ? <Alert>{plan.tooLarge}</Alert> : null}
      <RunStartBar
        items={items}
        credits={plan?.total ?? 0}
        total={total}
        sendingSeconds={sendingSeconds}
        blocker={blocker}
        pending={sending.pending}
        problem={sending.problem}
      />
    </form>
  )
}
