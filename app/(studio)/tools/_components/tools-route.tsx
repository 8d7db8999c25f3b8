'use client'

import { useRouter } from 'next/navigation'
import { useCallback } from 'react'
import { CaptionsForm } from '@/components/tools/captions-form'
import { DubbingForm } from '@/components/tools/dubbing-form'
import { ExtendForm } from '@/components/tools/extend-form'
import { FinalizeDraftForm } from '@/components/tools/finalize-draft-form'
import { generationLabel, useChosenGeneration } from '@/components/tools/generation-source'
import { RemoveBackgroundForm } from '@/components/tools/remove-background-form'
import type { ToolFormProps } from '@/components/tools/tool-form-props'
import { useToolFacts } from '@/components/tools/use-tool-facts'
import { Alert } from '@/components/ui/alert'
import { Tabs } from '@/components/ui/tabs'
import { problemMessage } from '@/lib/errors/problem-message'
import { useQueryParams } from '@/lib/navigation'
import { generationOfUrl } from '@/lib/tools/finalized'
import { isToolId, TOOL_IDS, TOOL_NAMES, type ToolId } from '@/lib/tools/tools'

const FORMS: Record<ToolId, (props: ToolFormProps) => React.ReactNode> = {
  extend: ExtendForm,
  'finalize-draft': FinalizeDraftForm,
  'remove-background': RemoveBackgroundForm,
  captions: CaptionsForm,
  dubbing: DubbingForm,
}

const TABS = TOOL_IDS.map((value) => ({ value, label: TOOL_NAMES[value] }))

/**
 * The tools page's URL contract: `tool` (which tool), `from` (a gallery generation) with `output`
 * (which of its outputs), or `url` (any media URL) as the source.
 */
export function ToolsRoute() {
  const params = useQueryParams()
  const router = useRouter()
  const toolParam = params.get('tool')
  const tool: ToolId = isToolId(toolParam) ? toolParam : 'remove-background'
  const from = params.get('from')
  const facts = useToolFacts()
  const { generation, error } = useChosenGeneration(facts.history, from ?? '')
  const output =
    generation?.outputs.find((o) => o.id === params.get('output')) ?? generation?.outputs[0]
  const initialUrl = params.get('url') ?? output?.originalUrl ?? ''

  const madeFromOf = useCallback(
    (url: string) => {
      if (generation && generation.outputs.some((o) => o.originalUrl === url || o.url === url))
        return {
          id: generation.id,
          label: generationLabel({
            id: generation.id,
            prompt: generation.prompt,
            model: generation.model,
          }),
        }
      const listed = generationOfUrl(facts.history, url)
      return listed ? { id: listed.id, label: generationLabel(listed) } : null
    },
    [generation, facts.history],
  )

  const choose = (next: ToolId) => {
    const query = new URLSearchParams(params)
    query.set('tool', next)
    router.replace(`/tools?${query}`, { scroll: false })
  }
  const waiting = facts.loading || (from && !generation && !error)
  const Form = FORMS[tool]
  return (
    <div className="max-w-3xl">
      <Tabs label="Tool" tabs={TABS} value={tool} onChange={choose}>
        {error ? (
          <div className="mb-4">
            <Alert>The generation in the link could not be read: {problemMessage(error)}</Alert>
          </div>
        ) : null}
        {waiting ? (
          <p className="text-sm text-ink-muted">Loading…</p>
        ) : (
          <Form
            // A new source or tool starts a fresh form.
            key={`${tool}:${from ?? ''}:${initialUrl}`}
            initialUrl={initialUrl}
            initialGenerationId={from}
            facts={facts}
            madeFromOf={madeFromOf}
          />
        )}
      </Tabs>
    </div>
  )
}
