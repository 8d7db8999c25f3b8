'use client'

import dynamic from 'next/dynamic'
import { useRouter } from 'next/navigation'
import { useCallback, type ComponentType } from 'react'
import { generationLabel, useChosenGeneration } from '@/components/media/generation-source'
import type { ToolFormProps } from '@/features/tools/tool-form-props'
import { useToolFacts } from '@/components/media/use-tool-facts'
import { Tabs } from '@/components/ui/tabs'
import { useQueryParams } from '@/lib/navigation'
import { generationOfUrl } from '@/lib/media/finalized'
import { isToolId, TOOL_IDS, TOOL_NAMES, type ToolId } from '@/lib/media/tools'
import { webUrlOf } from '@/lib/url'

// Each tool's form loads when its tab is chosen, not in the page's first-load bundle.
// The words for a link that could not be read (every error code's message) load only when needed.
const LinkProblem = dynamic(() => import('./link-problem').then((m) => m.LinkProblem))

const loading = () => <p className="text-sm text-ink-muted">Loading the tool…</p>
const FORMS: Record<ToolId, ComponentType<ToolFormProps>> = {
  extend: dynamic(() => import('@/features/tools/extend-form').then((m) => m.ExtendForm), {
    loading,
  }),
  'finalize-draft': dynamic(
    () => import('@/features/tools/finalize-draft-form').then((m) => m.FinalizeDraftForm),
    { loading },
  ),
  'remove-background': dynamic(
    () => import('@/features/tools/remove-background-form').then((m) => m.RemoveBackgroundForm),
    { loading },
  ),
  captions: dynamic(() => import('@/features/tools/captions-form').then((m) => m.CaptionsForm), {
    loading,
  }),
  dubbing: dynamic(() => import('@/features/tools/dubbing-form').then((m) => m.DubbingForm), {
    loading,
  }),
}

const TABS = TOOL_IDS.map((value) => ({ value, label: TOOL_NAMES[value] }))

/**
 * The tools page's URL contract: `tool` (which tool), `from` (a gallery generation) with `output`
 * (which of its outputs), or `url` (any media URL) as the source; `job`, a run of the tool already
 * started from there (shown as its result, never started again).
 */
export function ToolsStudio() {
  const params = useQueryParams()
  const router = useRouter()
  const toolParam = params.get('tool')
  const tool: ToolId = isToolId(toolParam) ? toolParam : 'remove-background'
  const from = params.get('from')
  const facts = useToolFacts()
  const { generation, error } = useChosenGeneration(facts.history, from ?? '')
  const output =
    generation?.outputs.find((o) => o.id === params.get('output')) ?? generation?.outputs[0]
  // Only a web address is taken from a link: anything else would become an image's src.
  const initialUrl = webUrlOf(params.get('url')) ?? output?.originalUrl ?? ''

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
            <LinkProblem error={error} />
          </div>
        ) : null}
        {waiting ? (
          <p className="text-sm text-ink-muted">Loading…</p>
        ) : (
          <Form
            // A new source or tool starts a fresh form: the source as the URL names it (the
            // address its record gives may change as the record is read again).
            key={[tool, from, params.get('output'), params.get('url')].join('\n')}
            initialUrl={initialUrl}
            initialGenerationId={from}
            initialJobId={params.get('job')}
            facts={facts}
            madeFromOf={madeFromOf}
          />
        )}
      </Tabs>
    </div>
  )
}
