'use client'

import { useEffect, useRef, useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { problemMessage } from '@/lib/errors/problem'
import { PresetName, type Preset } from '@/lib/studio-api/presets'
import { useChangePreset, useDeletePreset } from '@/lib/workspace-sync/presets'

/**
 * One preset: a click applies it. Its author may rename or delete it; a teammate's shared preset
 * is read-only and says whose it is.
 */
export function PresetRow({
  preset,
  onApply,
}: {
  preset: Preset
  onApply: (preset: Preset) => void
}) {
  const [renaming, setRenaming] = useState(false)
  const [name, setName] = useState(preset.name)
  const [problem, setProblem] = useState<string | null>(null)
  const change = useChangePreset()
  const remove = useDeletePreset()
  const nameField = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (renaming) nameField.current?.focus()
  }, [renaming])

  const rename = async () => {
    const parsed = PresetName.safeParse(name)
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Check the name.')
    try {
      await change.mutateAsync({ id: preset.id, change: { name: parsed.data } })
      setRenaming(false)
      setProblem(null)
    } catch (error) {
      setProblem(problemMessage(error))
    }
  }

  return (
    <li className="px-3 py-2">
      {renaming ? (
        <div className="flex gap-2">
          <Input
            aria-label={`New name for ${preset.name}`}
            ref={nameField}
            value={name}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault()
                void rename()
              }
            }}
          />
          <Button size="sm" onClick={() => void rename()} disabled={change.isPending}>
            Rename
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setRenaming(false)}>
            Cancel
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <button
            type="button"
            onClick={() => onApply(preset)}
            className="min-w-0 flex-1 basis-40 truncate text-left text-sm font-medium hover:text-accent"
          >
            {preset.name}
          </button>
          {preset.shared ? (
            <Badge>{preset.mine ? 'Shared with team' : 'Team · read-only'}</Badge>
          ) : null}
          {preset.mine ? (
            <>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setRenaming(true)}
                aria-label={`Rename ${preset.name}`}
              >
                Rename
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Delete ${preset.name}`}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(preset.id, {
                    onError: (error) => setProblem(problemMessage(error)),
                  })
                }
              >
                Delete
              </Button>
            </>
          ) : null}
        </div>
      )}
      {problem ? (
        <p role="alert" className="mt-1 text-xs text-danger">
          {problem}
        </p>
      ) : null}
    </li>
  )
}
