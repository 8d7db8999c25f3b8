'use client'

import { useState } from 'react'
import { RemoveBackgroundRequest, REMOVE_BACKGROUND_MODEL_ID } from '@/lib/api/remove-background'
import { useRemoveBackground } from '@/lib/queries/remove-background'
import { checkImageFile } from './media-checks'
import { ToolFooter } from './tool-footer'
import { resultSource, ToolResult } from './tool-result'
import { catalogRun, type ToolFormProps } from './tool-form-props'
import { UrlSource } from './url-source'
import { useToolSubmit } from './use-tool-submit'

/**
 * Remove background: one jpg/png/webp up to 5 MB. A local file is checked in the browser before
 * it is uploaded; a URL is checked by the service (the page fetches no address from the web), which
 * answers fetch_failed or unsupported_type in words.
 */
export function RemoveBackgroundForm({ initialUrl, facts, madeFromOf }: ToolFormProps) {
  const [url, setUrl] = useState(initialUrl)
  const run = useToolSubmit(useRemoveBackground())
  const model = facts.models.find((m) => m.model_id === REMOVE_BACKGROUND_MODEL_ID)
  const madeFrom = madeFromOf(url)
  const refusal = !url
    ? 'Choose an image first.'
    : model
      ? null
      : 'The catalog offers no background remover right now.'
  const submit = () => {
    const request = RemoveBackgroundRequest.safeParse({ image_url: url })
    if (!request.success || !model) return
    run.submit({
      request: request.data,
      label: `Remove background: ${madeFrom?.label ?? 'image'}`,
      ...catalogRun(model, madeFrom),
    })
  }
  return (
    <div className="space-y-4">
      <UrlSource
        kind="image"
        label="Image"
        url={url}
        onChange={setUrl}
        madeFrom={madeFrom}
        checkFile={checkImageFile}
      />
      <ToolFooter
        cost={model?.cost_per_generation ?? null}
        costDetail="per image"
        refusal={refusal}
        submitLabel="Remove background"
        run={run}
        onSubmit={submit}
      />
      {run.accepted && run.sent ? (
        <ToolResult
          tool="remove-background"
          jobId={run.accepted.generation_id}
          source={resultSource(run.sent.request.image_url, run.sent.source, 'Image')}
        />
      ) : null}
    </div>
  )
}
