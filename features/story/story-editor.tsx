'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useMemo } from 'react'
import { FormProvider, useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form'
import { PromptToolbar } from '@/components/prompt-history/prompt-toolbar'
import { PermissionNotice } from '@/components/forms/permission-notice'
import { SubmitProblem } from '@/components/forms/submit-problem'
import { useSubmit } from '@/components/forms/use-submit'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import type { Model } from '@/lib/api/models'
import { describeProblem, unansweredStart } from '@/lib/errors/problem'
import { useQueryParams } from '@/lib/navigation'
import { withoutLinked } from '@/lib/workspace-sync/form-href'
import { storySnapshotOf } from '@/lib/workspace-sync/snapshot-of-start'
import { storyDraftOf } from '@/features/story/model/prefill'
import { useBalance } from '@/lib/queries/balance'
import { useStartStory } from '@/features/story/api/story-generate'
import { budgetRefusal, storyBudget } from '@/features/story/model/cost'
import { saveStoryDraft } from '@/features/story/model/draft-store'
import {
  addRefusal,
  durationRefusal,
  storyOverLimit,
  totalSeconds,
} from '@/features/story/model/limits'
import { STORY_WORDS } from '@/features/story/model/story-words'
import type { FormSnapshot } from '@/lib/studio-api/prompt-history'
import { durationChoices, promptLimit } from '@/features/story/model/story-models'
import { buildStoryRequest } from '@/features/story/model/story-request'
import {
  blankScene,
  fitDraftToModel,
  storyFormSchema,
  type StoryDraft,
} from '@/features/story/model/story-values'
import { SceneCard } from './scene-card'
import { SceneList } from './scene-list'
import { StoryCost } from './story-cost'
import { StoryMeters } from './story-meters'
import { StorySettings } from './story-settings'
import { StoryStartRow } from './story-start-row'
import { WorkspaceNotice } from '@/components/workspace/workspace-notice'

/** A refused story in words; scene members become that scene's prompt or length. */
function storyRefusal(error: unknown) {
  const problem = describeProblem(error, {
    ...STORY_WORDS,
    unanswered: unansweredStart('the history', 'story'),
  })
  const fields = problem.fieldErrors.map(({ target, message }) => ({ name: target, message }))
  return { problem: { ...problem, fieldErrors: [] }, fields }
}

interface StoryEditorProps {
  /** Story models of the catalog (at least one). */
  models: Model[]
  initialDraft: StoryDraft
  onStarted: (storyJobId: string) => void
  onStartOver: () => void
}

/** The storyboard: settings, 1-12 sortable scenes, live limits, the price, and the start button. */
export function StoryEditor({ models, initialDraft, onStarted, onStartOver }: StoryEditorProps) {
  const modelOf = useCallback(
    (id: string) => models.find((m) => m.model_id === id) ?? models[0]!,
    [models],
  )
  const resolver = useCallback<Resolver<StoryDraft>>(
    (values, context, options) =>
      zodResolver(storyFormSchema(modelOf(values.model)))(values, context, options) as ReturnType<
        Resolver<StoryDraft>
      >,
    [modelOf],
  )
  const form = useForm<StoryDraft>({ defaultValues: initialDraft, resolver })
  const { control, getValues, setValue, subscribe } = form
  const scenes = useFieldArray({ control, name: 'scenes' })
  const model = modelOf(useWatch({ control, name: 'model' }))
  const secondsNames = scenes.fields.map((_, i) => `scenes.${i}.duration_seconds` as const)
  const watchedSeconds = useWatch({ control, name: secondsNames })
  // useWatch hands a new array each render: key the lengths by their values.
  const secondsKey = watchedSeconds.map((s) => (Number.isFinite(s) ? s : 0)).join(',')
  const seconds = useMemo(() => (secondsKey ? secondsKey.split(',').map(Number) : []), [secondsKey])
  const timed = useMemo(() => seconds.map((s) => ({ duration_seconds: s })), [seconds])
  const choices = useMemo(() => durationChoices(model), [model])
  const balance = useBalance()
  const budget = storyBudget(model, seconds, balance.data)
  const overLimit = storyOverLimit(timed)
  const notPayable = budgetRefusal(budget)
  const start = useStartStory()
  const job = useSubmit({ form, describe: storyRefusal, route: 'v1_story_generate' })
  /** One click, one story: scenes are billed as they start and there is no idempotency key. */
  const submit = () => {
    if (overLimit || notPayable) return
    job.submit(
      form.handleSubmit(async (values) => {
        const request = buildStoryRequest(values)
        const perScene = model.estimated_time_seconds ?? 0
        const accepted = await start.mutateAsync({
          request,
          estimatedSeconds: perScene * request.scenes.length || undefined,
        })
        onStarted(accepted.story_job_id)
      }),
    )
  }
  const addBlocked = addRefusal(timed, choices[0])
  const router = useRouter()
  const params = useQueryParams()
  /** A past story or a preset joins the draft; the link that brought it is then dropped, since
   * a reload or Start over would otherwise add its scenes again. */
  const addPast = (snapshot: FormSnapshot) => {
    form.reset(storyDraftOf(snapshot, getValues(), models))
    saveStoryDraft(getValues())
    if (params.has('history') || params.has('preset')) {
      router.replace(`/story${withoutLinked(params)}`, { scroll: false })
    }
  }

  // Every change is kept as it is typed, so a reload or a closed tab loses nothing. Opening the
  // editor saves nothing: an untouched blank draft on a new device must not pass for an edit
  // newer than the one the account's other device saved (features/story/model/draft-store.ts).
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => saveStoryDraft(values),
      }),
    [subscribe],
  )

  const changeModel = (id: string) => {
    const fitted = fitDraftToModel(getValues(), modelOf(id))
    setValue('aspect_ratio', fitted.aspect_ratio)
    fitted.scenes.forEach((scene, i) =>
      setValue(`scenes.${i}.duration_seconds`, scene.duration_seconds),
    )
    form.clearErrors()
  }
  const pickModel = (id: string) => {
    setValue('model', id)
    changeModel(id)
    job.dismiss()
  }

  const { append, insert, remove, move } = scenes
  const duplicate = useCallback(
    (index: number) => insert(index + 1, { ...getValues(`scenes.${index}`) }),
    [insert, getValues],
  )
  const promptMax = promptLimit(model)
  const lengthsFor = (index: number) =>
    choices.map((s) => ({ seconds: s, refusal: durationRefusal(timed, index, s) }))

  const scenesErrors = form.formState.errors.scenes
  const scenesError = scenesErrors?.root?.message ?? scenesErrors?.message
  const reason = overLimit ?? notPayable ?? null
  return (
    <FormProvider {...form}>
      <form
        aria-label="Storyboard"
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <WorkspaceNotice />
        <StorySettings models={models} model={model} onModelChange={changeModel} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold text-ink">Scenes</h2>
          <StoryMeters scenes={scenes.fields.length} seconds={totalSeconds(timed)} />
        </div>
        <PromptToolbar
          form="story"
          fieldId={`story-scene-${scenes.fields[0]?.id ?? ''}-prompt`}
          current={() => storySnapshotOf(getValues())}
          apply={addPast}
        />
        <SceneList ids={scenes.fields.map((f) => f.id)} onMove={move}>
          {scenes.fields.map((field, index) => (
            <SceneCard
              key={field.id}
              id={field.id}
              index={index}
              seconds={seconds[index] ?? 0}
              cost={budget.sceneCosts[index] ?? 0}
              promptMax={promptMax}
              lengths={lengthsFor(index)}
              duplicateRefusal={addRefusal(timed, seconds[index])}
              canDelete={scenes.fields.length > 1}
              onDuplicate={duplicate}
              onDelete={remove}
            />
          ))}
        </SceneList>
        {scenesError ? <Alert>{scenesError}</Alert> : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            disabled={Boolean(addBlocked)}
            aria-describedby={addBlocked ? 'story-add-refusal' : undefined}
            onClick={() =>
              append(blankScene(model), { focusName: `scenes.${scenes.fields.length}.prompt` })
            }
          >
            Add scene
          </Button>
          {addBlocked ? (
            <p id="story-add-refusal" className="text-sm text-ink-muted">
              {addBlocked}
            </p>
          ) : null}
        </div>
        <StoryCost
          budget={budget}
          balance={balance.data}
          balanceError={Boolean(balance.error)}
          denied={Boolean(job.denied)}
        />
        <PermissionNotice denied={job.denied} />
        {job.problem ? (
          <SubmitProblem
            problem={job.problem}
            waitLeft={job.waitLeft}
            onPickModel={pickModel}
            onPickValue={(target, value) => {
              if (target === 'aspect_ratio') setValue('aspect_ratio', value)
              job.dismiss()
            }}
            onRetry={() => void balance.refetch().finally(submit)}
          />
        ) : null}
        <StoryStartRow
          pending={job.pending}
          blocked={Boolean(job.denied) || job.waitLeft > 0}
          reason={reason}
          topUpUrl={notPayable ? (balance.data?.purchase_url ?? null) : null}
          onStartOver={onStartOver}
        />
      </form>
    </FormProvider>
  )
}
