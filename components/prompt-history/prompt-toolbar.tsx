'use client'

import { useEffect, useRef } from 'react'
import { Alert } from '@/components/ui/alert'
import { useQueryParams } from '@/lib/navigation'
import { samePage } from '@/lib/workspace-sync/form-href'
import { usePreset } from '@/lib/workspace-sync/presets'
import { usePromptEntry } from '@/lib/workspace-sync/past-prompt'
import { problemMessage } from '@/lib/errors/problem'
import { PromptHistoryButton } from './history-popover'
import { PresetMenu } from './preset-menu'
import { PromptToolsProvider, type PromptTools } from './prompt-tools'

/**
 * History and presets for a form other than Create's, in one row above its text field; and the
 * past prompt or preset a link names (`?history=<id>`, `?preset=<id>`, from another page or the
 * command palette), put in once when it has loaded.
 */
export function PromptToolbar({ fieldId, ...tools }: PromptTools & { fieldId: string }) {
  const params = useQueryParams()
  const past = usePromptEntry(params.get('history'))
  const preset = usePreset(params.get('preset'))
  const linked = past.data ?? preset.data ?? null
  const applied = useRef<string | null>(null)
  const apply = useRef(tools.apply)
  useEffect(() => {
    apply.current = tools.apply
  })
  useEffect(() => {
    if (!linked || !samePage(linked.form, tools.form) || applied.current === linked.id) return
    applied.current = linked.id
    apply.current(linked)
  }, [linked, tools.form])
  const failed = past.error ?? preset.error

  return (
    <PromptToolsProvider value={tools}>
      <div className="flex flex-wrap items-center justify-end gap-2">
        <PromptHistoryButton fieldId={fieldId} />
        <PresetMenu />
      </div>
      {failed ? (
        <Alert>
          {past.error ? 'That past prompt' : 'That preset'} could not be opened:{' '}
          {problemMessage(failed)}
        </Alert>
      ) : null}
    </PromptToolsProvider>
  )
}
