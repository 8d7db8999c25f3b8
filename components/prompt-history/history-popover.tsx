'use client'

import { ProblemText } from '@/components/ui/error-reference'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Popover } from '@/components/ui/popover'
import { problemMessage } from '@/lib/errors/problem-message'
import { formHref, samePage } from '@/lib/workspace-sync/form-href'
import type { PromptEntry } from '@/lib/studio-api/prompt-history'
import { useDeletePromptEntry, usePromptHistory } from '@/lib/workspace-sync/prompt-history'
import { HistoryList } from './history-list'
import { usePromptTools } from './prompt-tools'

const SEARCH_PAUSE_MS = 250

/**
 * "History" beside a prompt field: this account's past prompts from every form and device,
 * searched by their words. One click puts one back with its model and options (in this form,
 * or by opening the form it came from). ArrowUp in the empty field opens it like a shell's.
 */
export function PromptHistoryButton({ fieldId }: { fieldId: string }) {
  const tools = usePromptTools()
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [typed, setTyped] = useState('')
  const [search, setSearch] = useState('')
  const [active, setActive] = useState(0)
  const history = usePromptHistory({ search, enabled: open })
  const forget = useDeletePromptEntry()

  useEffect(() => {
    const pause = setTimeout(() => setSearch(typed), SEARCH_PAUSE_MS)
    return () => clearTimeout(pause)
  }, [typed])
  useEffect(() => {
    const field = document.getElementById(fieldId)
    const onKeyDown = (event: KeyboardEvent) => {
      const value = (event.target as HTMLTextAreaElement).value
      if (event.key !== 'ArrowUp' || value !== '' || event.altKey || event.metaKey) return
      event.preventDefault()
      setActive(0)
      setOpen(true)
    }
    field?.addEventListener('keydown', onKeyDown)
    return () => field?.removeEventListener('keydown', onKeyDown)
  }, [fieldId])

  if (!tools) return null
  const entries = history.entries
  const putBack = (entry: PromptEntry) => {
    setOpen(false)
    if (samePage(entry.form, tools.form)) return tools.apply(entry)
    const href = formHref(entry.form, 'history', entry.id)
    // A form no link opens (a storyboard, an extension): its words come here instead.
    if (href) router.push(href)
    else tools.apply({ ...tools.current(), prompt: entry.prompt })
  }
  const walk = (event: React.KeyboardEvent) => {
    // As in a shell: up goes back in time (down the newest-first list), down comes forward.
    const step = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0
    if (step) {
      event.preventDefault()
      setActive((i) => Math.min(Math.max(i + step, 0), Math.max(entries.length - 1, 0)))
    } else if (event.key === 'Enter' && entries[active]) {
      event.preventDefault()
      putBack(entries[active])
    }
  }

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (next) setActive(0)
      }}
      label="Past prompts"
      trigger={
        <Button
          variant="ghost"
          size="sm"
          aria-keyshortcuts="ArrowUp"
          title="Past prompts (Up arrow in an empty prompt)"
        >
          History
        </Button>
      }
    >
      <div className="border-b border-line p-3">
        <Input
          type="search"
          aria-label="Search past prompts"
          placeholder="Search past prompts"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value)
            setActive(0)
          }}
          onKeyDown={walk}
        />
        <p className="mt-1 text-xs text-ink-muted">
          Arrow keys move through them · Enter puts one back
        </p>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {history.error ? (
          <div className="p-3">
            <Alert>
              Your past prompts could not be read:{' '}
              <ProblemText error={history.error} words={problemMessage} />
            </Alert>
          </div>
        ) : history.isPending ? (
          <p className="p-3 text-sm text-ink-muted">Loading past prompts…</p>
        ) : entries.length === 0 ? (
          <p className="p-3 text-sm text-ink-muted">
            {search
              ? `No past prompt has “${search}” in it.`
              : 'Prompts you send appear here, newest first.'}
          </p>
        ) : (
          <HistoryList
            entries={entries}
            active={active}
            onUse={putBack}
            onForget={(entry) => forget.mutate(entry.id)}
            forgetting={forget.isPending ? (forget.variables ?? null) : null}
          />
        )}
        {forget.error ? (
          <p className="px-3 pb-2 text-xs text-danger">
            That prompt could not be forgotten:{' '}
            <ProblemText error={forget.error} words={problemMessage} />
          </p>
        ) : null}
        {history.hasNextPage ? (
          <div className="p-2 text-center">
            <Button
              variant="secondary"
              size="sm"
              disabled={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
            >
              {history.isFetchingNextPage ? 'Loading…' : 'Older prompts'}
            </Button>
          </div>
        ) : null}
      </div>
    </Popover>
  )
}
