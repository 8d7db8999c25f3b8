'use client'

import { Button } from '@/components/ui/button'
import { FORM_WORDS } from '@/lib/workspace-sync/form-href'
import { useModelName } from '@/lib/queries/model-names'
import type { PromptEntry } from '@/lib/studio-api/prompt-history'
import { cn } from '@/lib/cn'
import { sentWhen } from './when'

interface HistoryListProps {
  entries: PromptEntry[]
  active: number
  onUse: (entry: PromptEntry) => void
  onForget: (entry: PromptEntry) => void
  /** The entry being forgotten, greyed until the workspace answers. */
  forgetting: string | null
}

/** Past prompts, newest first: the words first, then where, with which model and when. */
export function HistoryList({ entries, active, onUse, onForget, forgetting }: HistoryListProps) {
  const modelName = useModelName()
  return (
    <ul aria-label="Past prompts" className="divide-y divide-line">
      {entries.map((entry, index) => (
        <li
          key={entry.id}
          className={cn(
            'flex items-start gap-2 px-3 py-2',
            index === active && 'bg-surface-muted',
            forgetting === entry.id && 'opacity-50',
          )}
        >
          <button
            type="button"
            data-active={index === active || undefined}
            onClick={() => onUse(entry)}
            className="min-w-0 flex-1 text-left focus-visible:outline-none"
          >
            <span className="line-clamp-2 break-words text-sm text-ink">{entry.prompt}</span>
            <span className="mt-0.5 block truncate text-xs text-ink-muted">
              {FORM_WORDS[entry.form]} · {modelName(entry.model)} · {sentWhen(entry.sentAt)}
            </span>
          </button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Forget “${entry.prompt.slice(0, 40)}”`}
            title="Forget this prompt (what it made stays)"
            disabled={forgetting === entry.id}
            onClick={() => onForget(entry)}
          >
            <span aria-hidden="true" className="text-lg leading-none">
              ×
            </span>
          </Button>
        </li>
      ))}
    </ul>
  )
}
