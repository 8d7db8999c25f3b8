'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Popover } from '@/components/ui/popover'
import { usePromptTools } from './prompt-tools'

// The list and the save form load when the menu first opens: a form's page shows only the button.
// Meanwhile the menu holds their height: the popover picks its side (above or below the button)
// by the size it opens with and then only shrinks to fit, so a short placeholder would open it
// where the save form has no room.
const loading = () => <p className="min-h-44 p-3 text-sm text-ink-muted">Loading presets…</p>
const PresetMenuBody = dynamic(() => import('./preset-menu-body').then((m) => m.PresetMenuBody), {
  ssr: false,
  loading,
})

/**
 * "Presets" at a form: the presets of this form (own and the team's), applied in one click, and
 * "Save as preset" for what the form holds now. Saving costs no credits, so every account may.
 */
export function PresetMenu() {
  const tools = usePromptTools()
  const [open, setOpen] = useState(false)
  if (!tools) return null

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      label="Presets"
      align="start"
      trigger={<Button variant="secondary">Presets</Button>}
    >
      <PresetMenuBody
        tools={tools}
        onApply={(chosen) => {
          setOpen(false)
          tools.apply(chosen)
        }}
      />
    </Popover>
  )
}
