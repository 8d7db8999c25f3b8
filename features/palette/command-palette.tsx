'use client'

import { Command } from 'cmdk'
import { useRouter } from 'next/navigation'
import { useLayoutEffect, useRef, useState } from 'react'
import { Dialog } from '@/components/ui/dialog'
import { commandScore } from '@/features/palette/model/match'
import type { PaletteCommand, PaletteSource } from '@/features/palette/model/palette-source'

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
  'flex cursor-pointer items-baseline justify-between gap-3 rounded-md px-3 py-2 text-sm text-ink data-[selected=true]:bg-accent data-[selected=true]:text-on-accent'

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
          <span className="min-w-0 truncate">{command.label}</span>
          {command.hint ? (
            <span className="shrink-0 text-xs opacity-80">{command.hint}</span>
          ) : null}
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
        filter={(_value, search, keywords) => commandScore(search, keywords ?? [])}
        className="space-y-2"
      >
        <Command.Input
          ref={input}
          value={query}
          onValueChange={setQuery}
          placeholder="Type a page or a command…"
          className="control focus:outline-none focus:ring-2 focus:ring-accent"
        />
        <Command.List className="max-h-[60vh] overflow-y-auto">
          <Command.Empty className="px-3 py-4 text-sm text-ink-muted">
            Nothing matches “{query}”.
          </Command.Empty>
          {sources.map((source) => (
            <SourceGroup key={source.id} source={source} query={query} onChoose={choose} />
          ))}
        </Command.List>
      </Command>
    </Dialog>
  )
}
