'use client'

import { useQuery } from '@tanstack/react-query'
import { useQueryParams } from '@/lib/navigation'
import dynamic from 'next/dynamic'
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { CreateLineageProvider, type CreateLineage } from '@/features/create/create-lineage'
import { CreatePreview } from '@/features/create/create-preview'
import { ComposerProvider } from '@/features/create/composer-state'
import { DockRoom } from '@/features/create/composer-layout'
import { CreateFeed } from '@/features/create/create-feed'
import { Alert } from '@/components/ui/alert'
import { initialSelection } from '@/lib/forms/initial-selection'
import { mediaModels } from '@/lib/forms/model-choice'
import type { OpenedWith, Read } from './api/opened-with'
import { useModels } from '@/lib/queries/models'
import { OnceLive } from '@/lib/use-hydrated'
import { webUrlOf } from '@/lib/url'
import { createPrefillOf } from '@/features/create/model/history-prefill'

// The form (react-hook-form, sources, cost) is never first-load code: the page is served with the
// catalog (read with it) and shows the chosen model at once; the form's code loads once the page
// is live, and the studio takes the preview's place (docs/performance.md, "What a page loads
// first").
// The words of a failure load only when one is shown (docs/performance.md, "First load").
const ProblemText = dynamic(() => import('@/components/ui/problem-text').then((m) => m.ProblemText))
// Until its code arrives, the studio's place shows the preview of the model the page opened with.
const ServedPreview = createContext<ReactNode>(null)
const CreateStudio = dynamic(
  () => import('@/features/create/create-studio').then((m) => m.CreateStudio),
  {
    loading: function PreviewWhileLoading() {
      return useContext(ServedPreview)
    },
  },
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

/** What of the URL starts the composer again when it changes: all of it but the feed's search. */
function composerKeyOf(params: URLSearchParams): string {
  const own = new URLSearchParams(params.toString())
  own.delete('q')
  return own.toString()
}

const NOTHING: Read<never> = { data: null, error: null }
const NOTHING_OPENED: OpenedWith = { remix: NOTHING, past: NOTHING, preset: NOTHING }

/**
 * Reads the page's URL contracts (`model`, `remix`, `source`, `from`, and `history` or `preset`:
 * a past prompt or a preset opened from another page) and starts the studio from them.
 */
export function CreateScreen({ newest = null }: { newest?: ReactNode }) {
  const params = useQueryParams()
  const catalog = useModels()
  const ids = {
    remix: params.get('remix'),
    history: params.get('history'),
    preset: params.get('preset'),
  }
  // What a link starts from is read by code loaded only when a link names one (./api/opened-with).
  const opened = useQuery({
    queryKey: ['create', 'opened-with', ids.remix, ids.history, ids.preset],
    enabled: Boolean(ids.remix || ids.history || ids.preset),
    queryFn: async ({ client }) => (await import('./api/opened-with')).readOpenedWith(client, ids),
    staleTime: Infinity,
  })
  const { remix, past, preset } = opened.data ?? NOTHING_OPENED
  const snapshot = past.data ?? preset.data ?? null
  const models = useMemo(() => mediaModels(catalog.data?.models ?? []), [catalog.data])
  const lineage = useMemo(() => lineageOf(params), [params])

  const waiting = <p className="text-sm text-ink-muted">Loading the catalog…</p>
  if (catalog.isPending || opened.isLoading) return waiting
  if (catalog.error)
    return (
      <Alert>
        Could not load the catalog: <ProblemText error={catalog.error} />
      </Alert>
    )

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
        <Alert>
          Could not load the generation to remix: <ProblemText error={remix.error} />
        </Alert>
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
          <ProblemText error={past.error ?? preset.error} />
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
        {/* A link (Remix, Use as input) starts the composer again from its URL; the feed's
            search (`q`) is not the composer's, and leaves what is typed in it as it is. */}
        <ComposerProvider key={composerKeyOf(params)} initial={initial}>
          <ServedPreview.Provider value={preview}>
            {/* The form (its own chunk) mounts once the page is live, without blocking it. */}
            <OnceLive served={preview}>
              <CreateStudio models={models} />
            </OnceLive>
          </ServedPreview.Provider>
          <CreateFeed models={models} newest={newest} />
        </ComposerProvider>
      </CreateLineageProvider>
      <DockRoom />
    </div>
  )
  // A remix, a past prompt or a preset is read in the browser: until the page is live, render
  // what the server did (it had none of them), whatever another part has read meanwhile.
  const readInBrowser = Boolean(ids.remix || ids.history || ids.preset)
  return readInBrowser ? <OnceLive served={waiting}>{page}</OnceLive> : page
}
