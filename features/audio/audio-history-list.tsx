'use client'

import { useVirtualizer } from '@tanstack/react-virtual'
import { useRef } from 'react'
import { StatusPill } from '@/components/jobs/status-pill'
import type { AudioHistoryEntry } from '@/features/audio/model/audio-history'
import { statusPhase } from '@/lib/api/job-status'
import { PHASE_LABELS } from '@/lib/jobs/job-phase'
import { formatDateTime } from '@/lib/format'

const ROW_HEIGHT = 56
const TYPE_WORDS = { music: 'Music', speech: 'Speech', stems: 'Stems' } as const

interface AudioHistoryListProps {
  entries: AudioHistoryEntry[]
  onOpen: (entry: AudioHistoryEntry) => void
  /** Rows the list shows before it scrolls (the virtualizer's first guess in tests). */
  initialHeight?: number
}

/**
 * Past music, speech and stems jobs, newest first, virtualized in its own scroll box: only the
 * rows in view (and a few beyond) are in the DOM, so a thousand jobs stay light.
 */
export function AudioHistoryList({ entries, onOpen, initialHeight = 560 }: AudioHistoryListProps) {
  const scrollRef = useRef<HTMLDivElement>(null)
  // The virtualizer's state lives outside React; this component is simply not auto-memoized.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    initialRect: { width: 800, height: initialHeight },
  })
  return (
    <div
      ref={scrollRef}
      className="max-h-[70vh] overflow-auto rounded-card bg-surface-raised shadow-raised"
      style={{ height: Math.min(entries.length * ROW_HEIGHT, initialHeight) || undefined }}
    >
      <ul
        aria-label="Audio history"
        className="relative w-full"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((row) => {
          const entry = entries[row.index]
          if (!entry) return null
          const phase = statusPhase(entry.status)
          return (
            <li
              key={`${entry.type}:${entry.id}`}
              aria-setsize={entries.length}
              aria-posinset={row.index + 1}
              className="absolute left-0 top-0 flex w-full items-center gap-3 border-b border-line px-3"
              style={{ height: ROW_HEIGHT, transform: `translateY(${row.start}px)` }}
            >
              <span className="w-14 shrink-0 text-xs font-medium uppercase text-ink-muted">
                {TYPE_WORDS[entry.type]}
              </span>
              <button
                type="button"
                onClick={() => onOpen(entry)}
                className="min-w-0 flex-1 truncate text-left text-sm hover:text-accent"
              >
                {entry.label}
              </button>
              <span className="hidden shrink-0 text-xs text-ink-muted sm:inline">
                {entry.createdAt ? formatDateTime(entry.createdAt) : ''}
              </span>
              <StatusPill
                tone={phase === 'completed' ? 'success' : phase === 'failed' ? 'danger' : 'neutral'}
              >
                {PHASE_LABELS[phase]}
              </StatusPill>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
