'use client'

import { ProblemText } from '@/components/ui/error-reference'
import { Alert } from '@/components/ui/alert'
import { problemMessage } from '@/lib/errors/problem-message'
import { samePage } from '@/lib/workspace-sync/form-href'
import type { Preset } from '@/lib/studio-api/presets'
import { usePresets } from '@/lib/workspace-sync/presets'
import { PresetRow } from './preset-row'
import type { PromptTools } from './prompt-tools'
import { SavePresetForm } from './save-preset-form'

/**
 * What the open "Presets" menu shows: this form's presets (own and the team's) and "Save as
 * preset". Its code (the preset schemas, the save form) loads when the menu first opens, not with
 * the form's page (./preset-menu.tsx).
 */
export function PresetMenuBody({
  tools,
  onApply,
}: {
  tools: PromptTools
  onApply: (preset: Preset) => void
}) {
  const list = usePresets({ enabled: true })
  const presets = list.presets.filter((preset) => samePage(preset.form, tools.form))
  return (
    <>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {list.error ? (
          <div className="p-3">
            <Alert>
              Presets could not be read: <ProblemText error={list.error} words={problemMessage} />
            </Alert>
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
              <PresetRow key={preset.id} preset={preset} onApply={onApply} />
            ))}
          </ul>
        )}
      </div>
      <SavePresetForm current={tools.current} team={list.team} onSaved={() => {}} />
    </>
  )
}
