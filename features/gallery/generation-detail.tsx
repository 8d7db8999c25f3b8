import { Link } from '@/components/ui/link'
import { Alert } from '@/components/ui/alert'
import { STORY_GENERATION_TYPE } from '@/lib/api/story'
import { isCreateModel, isUsableSource } from '@/lib/forms/model-choice'
import { compareKey } from '@/features/gallery/model/compare'
import type { GenerationView, OutputView } from '@/lib/jobs/generation-view'
import { jobHome } from '@/lib/jobs/job-links'
import { roleName } from '@/lib/jobs/output-role'
import { PUBLISH_FAILED_MESSAGE } from '@/lib/jobs/job-phase'
import { usePublishCurrentOutput } from '@/lib/media/current-output'
import { useModels } from '@/lib/queries/models'
import { useReadOnly } from '@/lib/permissions/use-route-permission'
import { GenerationTools } from '@/components/media/generation-tools'
import { GenerationFacts } from './generation-facts'
import { generationTitle } from './generation-title'
import { AddToBoard } from '@/components/media/add-to-board'
import { LineageLinks } from './lineage-links'
import { StarToggle } from '@/components/media/star-toggle'
import { OutputActions } from './output-actions'
import { OutputMedia } from '@/components/media/output-media'

interface GenerationDetailProps {
  generation: GenerationView
  compareKeys: ReadonlySet<string>
  starred: boolean
  onToggleCompare: (output: OutputView) => void
}

const primaryLink =
  'inline-flex items-center rounded-md bg-accent px-4 py-2 text-sm font-medium text-on-accent hover:bg-accent/90'

/** The accessible name of an output: the generation's title, told apart when there are several. */
function outputName(title: string, output: OutputView, index: number, total: number): string {
  if (output.label) return `${title} (${roleName(output.label)})`
  return total > 1 ? `${title} (output ${index + 1})` : title
}

/** The detail of one generation: outputs with their actions, then prompt, cost and timings. */
export function GenerationDetail({
  generation,
  compareKeys,
  starred,
  onToggleCompare,
}: GenerationDetailProps) {
  const { outputs } = generation
  const title = generationTitle(generation)
  // Create makes images and video: music, speech, stems and stories are not remixed there.
  const models = useModels().data?.models ?? []
  usePublishCurrentOutput(outputs[0] ? { generation, output: outputs[0] } : null)
  // A key that can only look is offered nothing it cannot do: no remix, tools, stars or boards.
  const readOnly = useReadOnly()
  const remixable =
    !readOnly &&
    generation.generationType !== STORY_GENERATION_TYPE &&
    isCreateModel(models, generation.model)
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(16rem,1fr)]">
      <div className="space-y-5">
        {generation.phase === 'failed' ? (
          <Alert>{generation.errorMessage ?? 'The job failed without a message.'}</Alert>
        ) : null}
        {generation.phase === 'publish_failed' ? <Alert>{PUBLISH_FAILED_MESSAGE}</Alert> : null}
        {outputs.length === 0 && generation.phase !== 'failed' ? (
          <p className="text-sm text-ink-muted">No outputs yet.</p>
        ) : null}
        {outputs.map((output, index) => {
          const name = outputName(title, output, index, outputs.length)
          return (
            <figure key={output.id} className="space-y-2">
              <OutputMedia output={output} label={name} />
              {/* The name, then the actions on a line of their own: a row that grows from its start
                  as its buttons arrive, so a paint of half-parsed HTML (a phone's CPU) shows them
                  where they end up. Beside the name, the half row sat at the right and jumped
                  under it once whole (docs/performance.md, "What a page loads first"). */}
              <figcaption className="flex flex-col items-start gap-2">
                {outputs.length > 1 || output.label ? (
                  <span className="text-sm font-medium">
                    {output.label ? roleName(output.label) : `Output ${index + 1}`}
                  </span>
                ) : null}
                <OutputActions
                  generationId={generation.id}
                  output={output}
                  name={name}
                  usableAsInput={
                    !readOnly && output.kind !== 'other' && isUsableSource(models, output.kind)
                  }
                  comparing={compareKeys.has(compareKey(generation.id, output.id))}
                  onToggleCompare={() => onToggleCompare(output)}
                />
              </figcaption>
            </figure>
          )
        })}
        {readOnly ? null : <GenerationTools generation={generation} />}
      </div>
      <aside className="space-y-4">
        {generation.isPremiumOrder ? (
          <Link
            href={jobHome('premium', generation.orderId ?? generation.id).href}
            className={primaryLink}
          >
            Open the order
          </Link>
        ) : remixable ? (
          <Link href={`/create?remix=${encodeURIComponent(generation.id)}`} className={primaryLink}>
            Remix
          </Link>
        ) : null}
        {generation.isPremiumOrder || readOnly ? null : (
          <div className="space-y-3">
            <StarToggle
              output={{ kind: 'media', id: generation.id }}
              title={title}
              starred={starred}
            />
            <AddToBoard items={[{ kind: 'media', id: generation.id }]} what="this output" />
          </div>
        )}
        <LineageLinks id={generation.id} />
        <GenerationFacts generation={generation} />
      </aside>
    </div>
  )
}
