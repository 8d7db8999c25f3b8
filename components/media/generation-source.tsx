'use client'

import { useQuery } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import { Field } from '@/components/ui/field'
import { Select } from '@/components/ui/select'
import type { GenerationStatus } from '@/lib/api/generations'
import { generationView, type GenerationView } from '@/lib/jobs/generation-view'
import { generationQueryOptions } from '@/lib/queries/generation'
import { modelInWords } from '@/lib/catalog/catalog-words'
import { formatDate } from '@/lib/format'
import { useModelName } from '@/lib/queries/model-names'

export function generationLabel(g: Pick<GenerationStatus, 'prompt' | 'model' | 'id'>): string {
  const text = (g.prompt ?? '').trim() || (g.model ? modelInWords(g.model) : 'Untitled')
  return text.length > 60 ? `${text.slice(0, 59)}…` : text
}

/** The chosen generation: from the history, or read by id when the history does not list it. */
export function useChosenGeneration(
  history: readonly GenerationStatus[],
  id: string,
): { generation: GenerationView | null; error: Error | null } {
  const listed = history.find((g) => g.id === id)
  const live = useQuery({ ...generationQueryOptions(id), enabled: Boolean(id) && !listed })
  const read = listed ?? live.data
  // Kept while the history stops listing it (newer jobs push it off the newest page) and its own
  // read is under way: a form on it would otherwise give way to "Loading…" and lose its result.
  const [kept, setKept] = useState<GenerationStatus | null>(null)
  if (read && read !== kept && read.id === id) setKept(read)
  const record = read ?? (kept?.id === id ? kept : undefined)
  return {
    generation: useMemo(() => (record ? generationView(record) : null), [record]),
    error: record ? null : live.error,
  }
}

interface GenerationSourceProps {
  label: string
  hint: string
  /** The generations offered (already filtered to the kind the tool takes). */
  options: readonly GenerationStatus[]
  value: string
  onChange: (id: string) => void
  /** Why the form refused the choice, shown under it. */
  error?: string
}

/** Extend and finalize work on a generation of the gallery (the service reads its own record). */
export function GenerationSource({
  label,
  hint,
  options,
  value,
  onChange,
  error,
}: GenerationSourceProps) {
  const id = useId()
  const known = options.some((o) => o.id === value)
  const modelName = useModelName()
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Choose from the gallery</option>
        {value && !known ? <option value={value}>The generation you opened</option> : null}
        {options.map((g) => (
          <option key={g.id} value={g.id}>
            {generationLabel(g)} · {modelName(g.model)}
            {g.created_at ? ` · ${formatDate(g.created_at)}` : ''}
          </option>
        ))}
      </Select>
    </Field>
  )
}
