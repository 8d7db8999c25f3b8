'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import { useSubmit } from '@/components/forms/use-submit'
import { RemoveBackgroundRequest, REMOVE_BACKGROUND_MODEL_ID } from '@/lib/api/remove-background'
import { useRemoveBackground } from '@/features/tools/api/tool-job'
import { checkImageFile } from './media-checks'
import { ToolFooter } from './tool-footer'
import { resultSource, ToolResult } from './tool-result'
import { catalogRun, toolRefusal, type ToolFormProps } from './tool-form-props'
import { UrlSource } from './url-source'

/**
 * Remove background: one jpg/png/webp up to 5 MB. A local file is checked in the browser before
 * it is uploaded; a URL is checked by the service (the page fetches no address from the web), which
 * answers fetch_failed or unsupported_type in words.
 */
export function RemoveBackgroundForm({
  initialUrl,
  initialJobId,
  facts,
  madeFromOf,
}: ToolFormProps) {
  const form = useForm({
    resolver: zodResolver(RemoveBackgroundRequest),
    defaultValues: { image_url: initialUrl },
  })
  const { setValue, formState } = form
  const url = useWatch({ control: form.control, name: 'image_url' })
  const mutation = useRemoveBackground()
  const run = useSubmit({ form, describe: toolRefusal, route: 'v1_remove_background' })
  const model = facts.models.find((m) => m.model_id === REMOVE_BACKGROUND_MODEL_ID)
  const madeFrom = madeFromOf(url)
  const refusal = !url
    ? 'Choose an image first.'
    : model
      ? null
      : 'The catalog offers no background remover right now.'
  const submit = () =>
    run.submit(
      form.handleSubmit((request) => {
        if (!model) return
        return mutation.mutateAsync({
          request,
          label: `Remove background: ${madeFrom?.label ?? 'image'}`,
          ...catalogRun(model, madeFrom),
        })
      }),
    )
  const sent = mutation.data ? mutation.variables : undefined
  // The run the gallery started in one click, until this form starts another.
  const started = initialJobId
    ? resultSource(initialUrl || null, madeFromOf(initialUrl) ?? undefined, 'Image')
    : null
  return (
    <form
      aria-label="Remove an image background"
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <UrlSource
        kind="image"
        label="Image"
        url={url}
        onChange={(next) => setValue('image_url', next, { shouldValidate: formState.isSubmitted })}
        madeFrom={madeFrom}
        checkFile={checkImageFile}
        error={formState.errors.image_url?.message}
      />
      <ToolFooter
        cost={model?.cost_per_generation ?? null}
        costDetail="per image"
        refusal={refusal}
        submitLabel="Remove background"
        run={run}
        onRetry={submit}
      />
      {mutation.data && sent ? (
        <ToolResult
          tool="remove-background"
          jobId={mutation.data.generation_id}
          source={resultSource(sent.request.image_url, sent.source, 'Image')}
        />
      ) : initialJobId && started ? (
        <ToolResult tool="remove-background" jobId={initialJobId} source={started} />
      ) : null}
    </form>
  )
}
