'use client'

import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Popover } from '@/components/ui/popover'
import { workspaceProblemMessage as problemMessage } from '@/lib/workspace-sync/problem-words'
import { samePage } from '@/lib/prompt-history/form-href'
import { usePresets } from '@/lib/workspace-sync/presets'
import { PresetRow } from './preset-row'
import { usePromptTools } from './prompt-tools'
import { SavePresetForm } from './save-preset-form'

/**
 * "Presets" at a form: the presets of this form (own and the team's), applied in one click, and
 * "Save as preset" for what the form holds now. Saving costs no credits, so every account may.
 */
export function PresetMenu() {
  const tools = usePromptTools()
  const [open, setOpen] = useState(false)
  const list = usePresets({ enabled: open })
  if (!tools) return null
  const presets = list.presets.filter((preset) => samePage(preset.form, tools.form))

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      label="Presets"
      align="start"
      trigger={<Button variant="secondary">Presets</Button>}
    >
      <div className="min-h-0 flex-1 overflow-y-auto">
        {list.error ? (
          <div className="p-3">
            <Alert>Presets could not be read: {problemMessage(list.error)}</Alert>
          </div>
        ) : list.isPending ? (
          <p className="p-3 text-sm text-ink-muted">Loading presets…</p>
        ) : presets.length === 0 ? (
          <p className="p-3 text-sm text-ink-muted">
            No presets for this form yet. Save the settings you use often below.
          </p>
        ) : (
          <ul aria-label="Presets" className="divide-y divide-line">
            {presets.map((preset) => (
              <PresetRow
                key={preset.id}
                preset={preset}
                onApply={(chosen) => {
                  setOpen(false)
                  tools.apply(chosen)
                }}
              />
            ))}
          </ul>
        )}
      </div>
      <SavePresetForm current={tools.current} team={list.team} onSaved={() => {}} />
    </Popover>
  )
}
