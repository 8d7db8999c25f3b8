'use client'

import { Command } from 'cmdk'
import { useRouter } from 'next/navigation'
import { useLayoutEffect, useRef, useState } from 'react'
import { Dialog } from '@/components/ui/dialog'
import { SearchChips } from '@/components/media/search-notes'
import { commandScore } from '@/features/palette/model/match'
import type { PaletteCommand, PaletteSource } from '@/features/palette/model/palette-source'
import { PaletteRow } from './palette-row'

interface CommandPaletteProps {
  sources: readonly PaletteSource[]
  onClose: () => void
  /**
   * What was typed after Ctrl+K before this palette was there (its code was still loading),
   * asked once its field has focus: from then on the field hears every key itself.
   */
  takeTyped?: () => string
}

const item =
  'flex cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2 text-sm text-ink data-[selected=true]:bg-accent data-[selected=true]:text-on-accent'

function SourceGroup({
  source,
  query,
  onChoose,
}: {
  source: PaletteSource
  query: string
  onChoose: (command: PaletteCommand) => void
}) {
  const commands = source.useCommands(query)
  if (!commands.length) return null
  return (
    <Command.Group
      heading={source.heading}
      className="py-1 [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-ink-muted"
    >
      {commands.map((command) => (
        <Command.Item
          key={command.id}
          value={`${source.id}:${command.id}`}
          keywords={[command.label, ...(command.keywords ?? [])]}
          onSelect={() => onChoose(command)}
          className={item}
        >
          <PaletteRow command={command} />
        </Command.Item>
      ))}
    </Command.Group>
  )
}

/**
 * Ctrl/Cmd+K: type to filter every source's commands, arrows to move, Enter to run. The list is
 * cmdk's (a listbox with filtering and keyboard moves); the dialog is the studio's own.
 */
export default function CommandPalette({ sources, onClose, takeTyped }: CommandPaletteProps) {
  const router = useRouter()
  const [query, setQuery] = useState('')
  const input = useRef<HTMLInputElement>(null)
  // Rows of a source the server searched are shown as they come (their words were matched there).
  const searched = sources.filter((s) => s.searched).map((s) => `${s.id}:`)
  // After the dialog's own layout effect (a child's runs first) has focused the field: in the
  // same task, so no key falls between what was kept and what the field hears.
  const taken = useRef(false)
  useLayoutEffect(() => {
    if (taken.current || !takeTyped) return
    taken.current = true
    const typed = takeTyped()
    // eslint-disable-next-line react-hooks/set-state-in-effect -- kept outside React until this moment (the field just took focus), then the field's own
    if (typed) setQuery(typed)
  }, [takeTyped])
  const choose = (command: PaletteCommand) => {
    onClose()
    if ('href' in command.perform) router.push(command.perform.href)
    else command.perform.run()
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Commands" initialFocus={input}>
      <Command
        label="Commands"
        loop
        filter={(value, search, keywords) =>
          searched.some((prefix) => value.startsWith(prefix))
            ? 1
            : commandScore(search, keywords ?? [])
        }
        className="space-y-2"
      >
        <Command.Input
          ref={input}
          value={query}
          onValueChange={setQuery}
          placeholder="Type a page, a command, or words of something you made…"
          className="control focus:outline-none focus:ring-2 focus:ring-accent"
        />
        <SearchChips text={query} onChange={setQuery} />
        <Command.List className="max-h-[60vh] overflow-y-auto">
          <Command.Empty className="space-y-2 px-3 py-4 text-sm text-ink-muted">
            <p>Nothing matches “{query}”.</p>
            <p>
              Try fewer words or part of a word.{' '}
              <button
                type="button"
                className="font-medium text-ink underline underline-offset-2"
                onClick={() => {
                  setQuery('')
                  input.current?.focus()
                }}
              >
                Start again
              </button>
            </p>
          </Command.Empty>
          {sources.map((source) => (
            <SourceGroup key={source.id} source={source} query={query} onChoose={choose} />
          ))}
        </Command.List>
      </Command>
    </Dialog>
  )
}
