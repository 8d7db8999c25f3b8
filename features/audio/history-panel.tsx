'use client'

import { ProblemText } from '@/components/ui/error-reference'
import { useMemo } from 'react'
import { AudioHistoryList } from '@/features/audio/audio-history-list'
import { Alert } from '@/components/ui/alert'
import type { Model } from '@/lib/api/models'
import { audioHistory, type AudioHistoryEntry } from '@/features/audio/model/audio-history'
import { useGenerations } from '@/lib/queries/generations'

/** Past music, speech and stems jobs of the account, newest first; each opens in its tab. */
export function HistoryPanel({
  models,
  active,
  onOpen,
}: {
  models: Model[]
  active: boolean
  onOpen: (entry: AudioHistoryEntry) => void
}) {
  const { data, error, isPending } = useGenerations({})
  const entries = useMemo(() => audioHistory(data?.generations ?? [], models), [data, models])
  if (!active) return null
  if (error)
    return (
      <Alert>
        <ProblemText error={error} />
      </Alert>
    )
  if (isPending) return <p className="text-sm text-ink-muted">Loading the history…</p>
  if (!entries.length)
    return <p className="text-sm text-ink-muted">No music, speech or stems jobs yet.</p>
  return (
    <div className="space-y-2">
      <p className="text-sm text-ink-muted">
        {entries.length} audio {entries.length === 1 ? 'job' : 'jobs'}, newest first.
      </p>
      <AudioHistoryList entries={entries} onOpen={onOpen} />
    </div>
  )
}
