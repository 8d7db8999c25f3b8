'use client'

import { Link } from '@/components/ui/link'
import { useId } from 'react'
import { listInWords } from '@/lib/format'
import type { GenerationView, OutputView } from '@/lib/jobs/generation-view'
import { roleLanguage, roleName } from '@/lib/jobs/output-role'
import { isDraft } from '@/lib/media/draft-rules'
import { echoed } from '@/lib/media/tool-subject'
import { TOOL_NAMES, toolVerdicts, type ToolFacts, type Verdict } from '@/lib/media/tools'
import { DraftBadge } from './draft-badge'
import { RemoveBackgroundNow } from './remove-background-now'
import type { Model } from '@/lib/api/models'
import { REMOVE_BACKGROUND_MODEL_ID } from '@/lib/api/remove-background'
import { useChosenGeneration } from './generation-source'
import { PlayBoth } from './play-both'
import { splitStemsHref, toolHref } from './tool-links'
import { useToolFacts, type ToolFactsState } from './use-tool-facts'

const chip =
  'inline-flex items-center rounded-md border border-line bg-surface px-2.5 py-1 text-sm hover:bg-surface-muted'

function ToolItem({
  verdict,
  generation,
  output,
  models,
}: {
  verdict: Verdict
  generation: GenerationView
  output: OutputView
  models: readonly Model[]
}) {
  const reasonId = useId()
  const name = TOOL_NAMES[verdict.tool]
  // Nothing to choose but the image: one click starts it.
  if (verdict.applies && verdict.tool === 'remove-background') {
    return (
      <li className="max-w-full">
        <RemoveBackgroundNow
          generation={generation}
          output={output}
          model={models.find((m) => m.model_id === REMOVE_BACKGROUND_MODEL_ID)}
        />
      </li>
    )
  }
  if (verdict.applies) {
    return (
      <li>
        <Link
          href={toolHref(verdict.tool, { generationId: generation.id, outputId: output.id })}
          className={chip}
        >
          {name}
        </Link>
      </li>
    )
  }
  return (
    <li className="flex flex-wrap items-baseline gap-2">
      <button
        type="button"
        disabled
        aria-describedby={reasonId}
        className={`${chip} cursor-not-allowed opacity-50`}
      >
        {name}
      </button>
      <span id={reasonId} className="text-xs text-ink-muted">
        Not available: {verdict.reason}
      </span>
    </li>
  )
}

function outputTitle(output: OutputView, index: number, total: number): string {
  if (output.label) {
    // A dub's language with its code (two codes may share a name); other roles in words.
    const language = roleLanguage(output.label)
    return language ? `${language} (${output.label})` : roleName(output.label)
  }
  return total > 1 ? `output ${index + 1}` : 'this output'
}

function OutputTools({
  generation,
  output,
  title,
  facts,
}: {
  generation: GenerationView
  output: OutputView
  title: string
  facts: ToolFacts
}) {
  const verdicts = toolVerdicts(generation, output, facts)
  const usable = verdicts.filter((v) => v.applies)
  const refused = verdicts.filter((v) => !v.applies)
  return (
    <div className="space-y-2">
      <ul aria-label={`Tools for ${title}`} className="flex flex-wrap gap-2">
        {usable.map((v) => (
          <ToolItem
            key={v.tool}
            verdict={v}
            generation={generation}
            output={output}
            models={facts.models}
          />
        ))}
        {output.kind === 'audio' && output.originalUrl ? (
          <li>
            <Link href={splitStemsHref(output.originalUrl, generation.id)} className={chip}>
              Split into stems
            </Link>
          </li>
        ) : null}
      </ul>
      {refused.length ? (
        // Folded: the tools that apply are the point; why the others do not is there on demand (a
        // song's detail was five paragraphs of "Not available" under its player).
        <details className="text-sm">
          <summary className="cursor-pointer text-ink-muted hover:text-ink">
            Not for {title}: {listInWords(refused.map((v) => TOOL_NAMES[v.tool]))}
          </summary>
          <ul aria-label={`Tools not available for ${title}`} className="mt-2 space-y-1">
            {refused.map((v) => (
              <ToolItem
                key={v.tool}
                verdict={v}
                generation={generation}
                output={output}
                models={facts.models}
              />
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  )
}

/** An extension played after the clip it extends (the source named by the service's echo). */
function ExtensionWithSource({
  generation,
  facts,
}: {
  generation: GenerationView
  facts: ToolFactsState
}) {
  const sourceId =
    generation.generationType === 'extend' ? echoed(generation, 'source_generation_id') : null
  const { generation: source } = useChosenGeneration(facts.history, sourceId ?? '')
  const sourceUrl = source?.outputs[0]?.url
  const extension = generation.outputs[0]?.url
  if (!sourceUrl || !extension) return null
  return (
    <PlayBoth source={sourceUrl} extension={extension} label={generation.prompt ?? 'Extension'} />
  )
}

/**
 * The tools section of a generation's detail: for each output every tool that applies (a link to
 * the tool with this output as its source) and every one that does not, disabled with the reason.
 */
export function GenerationTools({ generation }: { generation: GenerationView }) {
  const facts = useToolFacts()
  const model = facts.models.find((m) => m.model_id === generation.model)
  const { outputs } = generation
  if (outputs.length === 0 || generation.isPremiumOrder) return null
  return (
    <section
      aria-labelledby={`tools-${generation.id}`}
      className="space-y-3 rounded-md border border-line p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`tools-${generation.id}`} className="text-sm font-semibold">
          Tools
        </h3>
        {isDraft(generation, model) ? (
          <DraftBadge createdAt={generation.createdAt} now={facts.now} />
        ) : null}
      </div>
      <ExtensionWithSource generation={generation} facts={facts} />
      {facts.loading ? <p className="text-sm text-ink-muted">Checking which tools apply…</p> : null}
      {!facts.loading
        ? outputs.map((output, index) => (
            <div key={output.id} className="space-y-1">
              {outputs.length > 1 ? (
                <p className="text-xs font-medium text-ink-muted">
                  {outputTitle(output, index, outputs.length)}
                </p>
              ) : null}
              <OutputTools
                generation={generation}
                output={output}
                title={outputTitle(output, index, outputs.length)}
                facts={facts}
              />
            </div>
          ))
        : null}
    </section>
  )
}
