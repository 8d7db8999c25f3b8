'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react'
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import type { Model } from '@/lib/api/models'
import { affordability, formCost, perSecondBreakdown } from '@/lib/forms/cost'
import { mediaFields } from '@/lib/forms/media-fields'
import { buildMediaRequest } from '@/lib/forms/media-request'
import { mediaFormSchema } from '@/lib/forms/media-schema'
import type { MediaFormValues } from '@/lib/forms/media-values'
import { withFreshSourceUrls } from '@/lib/queries/assets'
import { useBalance } from '@/lib/queries/balance'
import { useGenerateMedia } from '@/features/create/api/generate-media'
import { JobStarted } from './job-started'
import { MediaFieldControl } from './media-field-control'
import { ComposerBar } from './composer-layout'
import { RunEntry } from './run-entry'
import { CostDetails, CostLine, ShortOfCredits } from './composer-cost'
import { SettingsToggle, settingsSummary } from './composer-settings'
import type { ComposerFocus } from './composer-state'
import { fieldId } from './field-ids'
import { useGenerateShortcut } from './use-generate-shortcut'
import { PromptField } from './prompt-field'
import { SourcesField } from './sources-field'
import { PermissionNotice } from '@/components/forms/permission-notice'
import { SubmitProblem } from '@/components/forms/submit-problem'
import { serviceRefusal, useSubmit } from '@/components/forms/use-submit'
import { useCreateLineage } from './create-lineage'
import { lineageOfSources } from './lineage-of-sources'
import { sourceUrls } from '@/lib/forms/source-rules'
import { PresetMenu } from '@/components/prompt-history/preset-menu'
import { PromptToolsProvider } from '@/components/prompt-history/prompt-tools'
import { routePath } from '@/lib/api/routes'
import { snapshotOfBody } from '@/lib/workspace-sync/snapshot-of-start'
import type { FormSnapshot } from '@/lib/studio-api/prompt-history'

const refusal = serviceRefusal('the gallery')

export interface MediaFormProps {
  /** Sent as `model`; may be a family name that `model` (its default variant) stands in for. */
  modelId: string
  model: Model
  initialValues: MediaFormValues
  /** Lets the page carry the values over when another model is picked. */
  valuesRef: RefObject<(() => MediaFormValues) | null>
  onPickModel: (modelId: string) => void
  onModelError: (message: string | null) => void
  /** Puts a past prompt or a preset back in (the page starts the form again from it). */
  onApply: (snapshot: FormSnapshot) => void
  /** The model's place in the bar (the studio's picker). */
  modelSlot: ReactNode
  /** Said above everything else (a source a chosen model would leave out). */
  notice?: ReactNode
  /** Where the cursor goes as the form starts (a run taken in from the feed). */
  focus: ComposerFocus | null
}

/** The form of one model, built from its catalog entry; keyed by model, so it starts fresh. */
export function MediaForm({
  modelId,
  model,
  initialValues,
  valuesRef,
  onPickModel,
  onModelError,
  onApply,
  modelSlot,
  notice,
  focus,
}: MediaFormProps) {
  const panelId = useId()
  const schema = useMemo(() => mediaFormSchema(model), [model])
  const form = useForm<MediaFormValues>({
    resolver: zodResolver(schema) as unknown as Resolver<MediaFormValues>,
    defaultValues: initialValues,
  })
  const values = useWatch({ control: form.control }) as MediaFormValues
  const fields = useMemo(
    () => mediaFields(model, values.generation_type),
    [model, values.generation_type],
  )
  // A duration the form refuses has no price: show none rather than a made-up one.
  const durationRefused = Boolean(form.formState.errors.duration)
  const cost = durationRefused ? null : formCost(model, values)
  const balance = useBalance()
  const budget = balance.data && cost !== null ? affordability(cost, balance.data) : null
  const generate = useGenerateMedia()
  const lineage = useCreateLineage()
  const queryClient = useQueryClient()
  const job = useSubmit({
    form,
    describe: refusal,
    route: 'v1_media_generate',
    // The model is chosen outside the form: its message goes to the picker.
    onRefused: ({ fields }) =>
      onModelError(fields?.find((f) => f.name === 'model')?.message ?? null),
  })
  const send = form.handleSubmit(async (values) => {
    await generate.mutateAsync({
      ...lineage,
      ...lineageOfSources(queryClient, sourceUrls(values.sources), lineage),
      // A source picked from the library gets a freshly signed URL if its own is running out.
      request: await withFreshSourceUrls(queryClient, buildMediaRequest(modelId, model, values)),
      estimatedSeconds: model.estimated_time_seconds ?? undefined,
    })
  })
  /** One click, one job: nothing is sent while unaffordable, and nothing is sent twice. */
  const submit = () => {
    if (budget && !budget.affordable) return
    job.submit(() => {
      onModelError(null)
      return send()
    })
  }
  const formRef = useRef<HTMLFormElement>(null)
  useGenerateShortcut(formRef, submit)
  useEffect(() => {
    valuesRef.current = form.getValues
  })
  // A run taken in from the feed: the prompt to edit (Remix), or Generate to start (Animate).
  useEffect(() => {
    if (focus === 'prompt') document.getElementById(fieldId('prompt'))?.focus()
    if (focus === 'generate') formRef.current?.querySelector<HTMLElement>('[type=submit]')?.focus()
  }, [focus])
  const [settingsOpen, setSettingsOpen] = useState(false)
  // A refusal that names a setting keeps the settings open on it.
  const errorNames = Object.keys(form.formState.errors)
  const settingsShown =
    settingsOpen || errorNames.some((name) => name !== 'prompt' && name !== 'sources')

  // What the form holds, read as the body it would send (sources left out), for a preset.
  const current = (): FormSnapshot =>
    snapshotOfBody({
      path: routePath('v1_media_generate'),
      body: buildMediaRequest(modelId, model, form.getValues()),
      model: modelId,
    }) ?? { form: 'image', model: modelId, prompt: form.getValues('prompt'), options: {} }
  const tools = {
    form: /video/i.test(values.generation_type) ? ('video' as const) : ('image' as const),
    current,
    apply: onApply,
  }

  const prompt = fields.find((f) => f.kind === 'text' && f.name === 'prompt')
  const sources = fields.find((f) => f.kind === 'sources')
  const settings = fields.filter((f) => f !== prompt)
  const off =
    job.pending || Boolean(job.denied) || (budget ? !budget.affordable : false) || job.waitLeft > 0

  return (
    <PromptToolsProvider value={tools}>
      <FormProvider {...form}>
        <form
          ref={formRef}
          aria-label="New generation"
          noValidate
          // On a phone the bar is last, nearest the thumb, and what it opens stands above it.
          className="flex flex-col-reverse gap-3 lg:flex-col"
          onSubmit={(event) => {
            event.preventDefault()
            submit()
          }}
        >
          <ComposerBar
            model={modelSlot}
            prompt={prompt?.kind === 'text' ? <PromptField field={prompt} inBar /> : null}
            settings={
              <SettingsToggle
                open={settingsShown}
                onToggle={() => setSettingsOpen(!settingsShown)}
                summary={settingsSummary(fields, values)}
                panelId={panelId}
              />
            }
            go={
              <div className="flex flex-col gap-0.5 lg:flex-row-reverse lg:items-center lg:gap-3">
                <Button type="submit" className="min-h-11 px-5" disabled={off}>
                  {job.pending ? 'Starting…' : 'Generate'}
                </Button>
                <div className="flex items-center justify-center gap-1 lg:flex-row-reverse lg:gap-3">
                  <CostLine cost={cost} />
                  <RunEntry modelId={modelId} values={form.getValues} />
                </div>
              </div>
            }
          />
          {sources?.kind === 'sources' ? <SourcesField field={sources} part="inputs" /> : null}
          <div
            id={panelId}
            role="group"
            aria-label="Settings"
            hidden={!settingsShown}
            className="space-y-4 rounded-card bg-surface-muted p-3"
          >
            {settings.map((field) => (
              <MediaFieldControl key={field.name} field={field} />
            ))}
            <CostDetails
              breakdown={cost === null ? null : perSecondBreakdown(model, values)}
              balance={balance.data}
              denied={Boolean(job.denied)}
            />
            <div className="flex flex-wrap items-center gap-3">
              <span className="text-xs text-ink-muted">Ctrl/Cmd + Enter generates</span>
              <span className="ml-auto">
                <PresetMenu />
              </span>
            </div>
          </div>
          {notice}
          <ShortOfCredits
            affordability={budget}
            balance={balance.data}
            denied={Boolean(job.denied)}
          />
          <PermissionNotice denied={job.denied} />
          {job.problem ? (
            <SubmitProblem
              problem={job.problem}
              waitLeft={job.waitLeft}
              onPickModel={onPickModel}
              onPickValue={(target, value) => {
                // A range duration is edited in whole seconds; the service may list "5s".
                const ranged = target === 'duration' && fields.some((f) => f.kind === 'seconds')
                form.setValue(target, ranged ? String(Number.parseInt(value, 10)) : value, {
                  shouldValidate: true,
                })
                job.dismiss()
              }}
              onRetry={() => void balance.refetch().finally(submit)}
            />
          ) : null}
          {generate.data && !job.problem ? <JobStarted accepted={generate.data} /> : null}
        </form>
      </FormProvider>
    </PromptToolsProvider>
  )
}
