'use client'

import { ProblemText } from '@/components/ui/error-reference'
import dynamic from 'next/dynamic'
import { useRouter } from 'next/navigation'
import { startTransition, useEffect, useMemo, useState } from 'react'
import { StoryHistory } from '@/features/story/story-history'
import { Alert } from '@/components/ui/alert'
import { Card } from '@/components/ui/card'
import type { Model } from '@/lib/api/models'
import { isRunning } from '@/lib/jobs/tracked-jobs'
import { useTrackedJobs } from '@/lib/jobs/use-tracked-job'
import { useQueryParams } from '@/lib/navigation'
import { useModels } from '@/lib/queries/models'
import {
  clearStoryDraft,
  loadStoryDraft,
  onStoryDraftArrived,
  saveStoryDraft,
} from '@/features/story/model/draft-store'
import { storyModels } from '@/features/story/model/story-models'
import { blankDraft, fitDraftToModel, type StoryDraft } from '@/features/story/model/story-values'

// The editor (sortable scenes, the form) and the run view show once the catalog is in, so their
// code loads beside the catalog request instead of in the first-load bundle.
const loadEditor = () => import('@/features/story/story-editor')
type Editor = Awaited<ReturnType<typeof loadEditor>>['StoryEditor']
const StoryRun = dynamic(() => import('@/features/story/story-run').then((m) => m.StoryRun), {
  loading: () => <p className="text-sm text-ink-muted">Loading the story…</p>,
})

/**
 * The editor's code, loaded beside the catalog. The page waits for both before it lays out the
 * editor and the history: the editor arriving on its own later would push the history (under it
 * on a phone) down the page.
 */
function useEditorCode() {
  const [code, setCode] = useState<{ Editor: Editor | null; failed: boolean }>({
    Editor: null,
    failed: false,
  })
  useEffect(() => {
    let alive = true
    // A transition: the editor and the history mount in a render React slices, not in one task.
    loadEditor().then(
      (m) => alive && startTransition(() => setCode({ Editor: m.StoryEditor, failed: false })),
      () => alive && setCode({ Editor: null, failed: true }),
    )
    return () => {
      alive = false
    }
  }, [])
  return code
}

/** What the editor says when it was emptied for a new story, the one sent running above it. */
export const NEW_STORY_NOTICE =
  'This editor is empty, for your next story: the one you sent is running above until it ends.'

/** The newest story this account's tray still follows as running, if any. */
function useRunningStory(): string | null {
  const jobs = useTrackedJobs()
  return jobs.find((job) => job.kind === 'story' && isRunning(job))?.id ?? null
}

/** The kept draft (or a blank one) made to fit a model the story route accepts. */
function startingDraft(models: Model[], draft: StoryDraft | null): StoryDraft {
  const first = models[0]!
  if (!draft) return blankDraft(first)
  return fitDraftToModel(draft, models.find((m) => m.model_id === draft.model) ?? first)
}

/** `/story` and `/story?job=<story id>`: the open story, the editor and the history. */
export function StoryScreen() {
  const params = useQueryParams()
  const router = useRouter()
  // A story still running is the page's focus until it ends, however the page was reached (the
  // navigation, a reload): its scenes and what they billed, not an editor holding what was sent.
  const running = useRunningStory()
  const jobId = params.get('job') ?? running
  useEffect(() => {
    if (running && !params.has('job')) {
      router.replace(`/story?job=${encodeURIComponent(running)}`, { scroll: false })
    }
  }, [running, params, router])
  const catalog = useModels()
  const models = useMemo(() => storyModels(catalog.data?.models ?? []), [catalog.data])
  // The editor restarts (remounts) from storage when a new draft is put there.
  const [editor, setEditor] = useState({ key: 0, notice: null as string | null })
  const { Editor: StoryEditor, failed: editorFailed } = useEditorCode()
  // Read from storage once per editor start (it only seeds the form), not on every render.
  const start = useMemo(() => {
    if (!models.length) return null
    const kept = loadStoryDraft()
    return { draft: startingDraft(models, kept), empty: kept === null }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- each new start (key) reads storage
  }, [models, editor.key])
  const initialDraft = start?.draft ?? null
  // Emptied when the running story was sent: said again on every visit until it ends.
  const notice = editor.notice ?? (running && start?.empty ? NEW_STORY_NOTICE : null)

  // A newer draft saved on another device of the account opens in the editor when it arrives.
  useEffect(
    () =>
      onStoryDraftArrived(() =>
        setEditor((e) => ({
          key: e.key + 1,
          notice: 'The editor now holds the draft you saved on another device.',
        })),
      ),
    [],
  )

  const replaceDraft = (draft: StoryDraft | null, notice: string | null) => {
    if (draft) saveStoryDraft(startingDraft(models, draft))
    else clearStoryDraft()
    setEditor((e) => ({ key: e.key + 1, notice }))
  }

  if (catalog.isPending) return <p className="text-sm text-ink-muted">Loading the catalog…</p>
  if (catalog.error) {
    return (
      <Alert>
        Could not load the catalog: <ProblemText error={catalog.error} />
      </Alert>
    )
  }
  if (editorFailed) {
    return <Alert>Could not load the story editor: check the connection and reload the page.</Alert>
  }
  if (!StoryEditor) return <p className="text-sm text-ink-muted">Loading the editor…</p>

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="min-w-0 space-y-6">
        {jobId ? (
          <StoryRun
            key={jobId}
            id={jobId}
            models={models}
            onNewStory={(draft, what) => {
              replaceDraft(draft, `The editor now holds a new story from ${what}.`)
              document.getElementById('story-editor')?.scrollIntoView({ block: 'start' })
            }}
          />
        ) : null}
        <Card id="story-editor" className="space-y-4">
          {jobId ? (
            <h2 className="text-lg font-semibold" id="story-editor-title">
              New story
            </h2>
          ) : null}
          {notice ? <Alert tone="info">{notice}</Alert> : null}
          {initialDraft ? (
            <StoryEditor
              key={editor.key}
              models={models}
              initialDraft={initialDraft}
              onStarted={(id) => {
                // What was sent is the running story's now (and "Start again from this story"
                // brings it back): the editor empties for the next one, and says so.
                replaceDraft(null, NEW_STORY_NOTICE)
                router.push(`/story?job=${encodeURIComponent(id)}`)
              }}
              onStartOver={() => replaceDraft(null, null)}
            />
          ) : (
            <Alert>The catalog has no video model that makes scenes from a prompt alone.</Alert>
          )}
        </Card>
      </div>
      <Card>
        <StoryHistory current={jobId} />
      </Card>
    </div>
  )
}
