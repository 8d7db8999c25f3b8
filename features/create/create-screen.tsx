'use client'

import { useQuery } from '@tanstack/react-query'
import { useQueryParams } from '@/lib/navigation'
import { lazy, Suspense, useMemo } from 'react'
import { CreateLineageProvider, type CreateLineage } from '@/features/create/create-lineage'
import { CreatePreview } from '@/features/create/create-preview'
import { ComposerProvider } from '@/features/create/composer-state'
import { DockRoom } from '@/features/create/composer-layout'
import { CreateFeed } from '@/features/create/create-feed'
import { Alert } from '@/components/ui/alert'
import { problemMessage } from '@/lib/errors/problem-message'
import { initialSelection } from '@/lib/forms/initial-selection'
import { mediaModels } from '@/lib/forms/model-choice'
import { generationQueryOptions } from '@/lib/queries/generation'
import { useModels } from '@/lib/queries/models'
import { OnceLive } from '@/lib/use-hydrated'
import { webUrlOf } from '@/lib/url'
import { createPrefillOf } from '@/features/create/model/history-prefill'
import { usePreset } from '@/lib/workspace-sync/presets'
import { usePromptEntry } from '@/lib/workspace-sync/past-prompt'

// The form (react-hook-form, sources, cost) is never first-load code: the page is served with the
// catalog (read with it) and shows the chosen model at once; the form's code loads once the page
// is live, and the studio takes the preview's place (docs/performance.md, "What a page loads
// first").
const CreateStudio = lazy(() =>
  import('@/features/create/create-studio').then((m) => ({ default: m.CreateStudio })),
)
/** The lineage a Create URL carries: `remix=<id>`, or `source=<url>&from=<generation id>`. */
function lineageOf(params: URLSearchParams): CreateLineage {
  const remix = params.get('remix')
  if (remix) return { action: 'remix', madeFrom: [{ kind: 'media', id: remix }] }
  const from = params.get('from')
  if (from && webUrlOf(params.get('source'))) {
    return { action: 'use-as-input', madeFrom: [{ kind: 'media', id: from }] }
  }
  return {}
}

/**
 * Reads the page's URL contracts (`model`, `remix`, `source`, `from`, and `history` or `preset`:
 * a past prompt or a preset opened from another page) and starts the studio from them.
 */
export function CreateScreen() {
  const params = useQueryParams()
  const remixId = params.get('remix')
  const catalog = useModels()
  const remix = useQuery({ ...generationQueryOptions(remixId ?? ''), enabled: Boolean(remixId) })
  const past = usePromptEntry(params.get('history'))
  const preset = usePreset(params.get('preset'))
  const snapshot = past.data ?? preset.data ?? null
  const models = useMemo(() => mediaModels(catalog.data?.models ?? []), [catalog.data])
  const lineage = useMemo(() => lineageOf(params), [params])

  const loading = [past, preset].some((q) => q.fetchStatus === 'fetching' && q.isPending)
  const waiting = <p className="text-sm text-ink-muted">Loading the catalog…</p>
  if (catalog.isPending || (remixId && remix.isPending) || loading) return waiting
  if (catalog.error)
    return <Alert>Could not load the catalog: {problemMessage(catalog.error)}</Alert>

  // Only a web address is taken from a link: anything else would become an image's src.
  const linkedSource = params.get('source')
  const source = webUrlOf(linkedSource)
  const initial = initialSelection(models, {
    model: params.get('model'),
    source,
    remix: remix.data ?? (snapshot ? createPrefillOf(snapshot) : null),
  })
  const preview = <CreatePreview models={models} initial={initial} />
  const page = (
    <div className="space-y-2">
      {remix.error ? (
        <Alert>Could not load the generation to remix: {problemMessage(remix.error)}</Alert>
      ) : null}
      {linkedSource && !source ? (
        <Alert>
          The source in this link is not a web address (http or https), so it was left out.
        </Alert>
      ) : null}
      {initial.unusableSource ? (
        <Alert>
          No image or video model here takes {initial.unusableSource} input, so the source you
          brought was left out.
        </Alert>
      ) : null}
      {past.error || preset.error ? (
        <Alert>
          {past.error ? 'That past prompt' : 'That preset'} could not be opened:{' '}
          {problemMessage(past.error ?? preset.error)}
        </Alert>
      ) : null}
      {past.data ? (
        <Alert tone="info">A past prompt is filled in with its model and settings.</Alert>
      ) : null}
      {preset.data ? <Alert tone="info">The preset “{preset.data.name}” is applied.</Alert> : null}
      {remix.data ? (
        <Alert tone="info">
          Remixing an earlier generation: its model and settings are filled in.
        </Alert>
      ) : null}
      <CreateLineageProvider value={lineage}>
        {/* A link (Remix, Use as input) starts the composer again from its URL. */}
        <ComposerProvider key={params.toString()} initial={initial}>
          <Suspense fallback={preview}>
            {/* The form (its own chunk) mounts once the page is live, without blocking it. */}
            <OnceLive served={preview}>
              <CreateStudio models={models} />
            </OnceLive>
          </Suspense>
          <CreateFeed models={models} />
        </ComposerProvider>
      </CreateLineageProvider>
      <DockRoom />
    </div>
  )
  // A remix, a past prompt or a preset is read in the browser: until the page is live, render
  // what the server did (it had none of them), whatever another part has read meanwhile.
  const readInBrowser = Boolean(remixId || params.get('history') || params.get('preset'))
  return readInBrowser ? <OnceLive served={waiting}>{page}</OnceLive> : page
}
