'use client'

import { useState } from 'react'
import { RemoveBackgroundRequest, REMOVE_BACKGROUND_MODEL_ID } from '@/lib/api/remove-background'
import { problemMessage } from '@/lib/errors/problem-message'
import { useRemoveBackground } from '@/lib/queries/remove-background'
import { checkImageFile, useImageUrlCheck } from './media-checks'
import { ToolFooter } from './tool-footer'
import { resultSource, ToolResult } from './tool-result'
import { catalogRun, type ToolFormProps } from './tool-form-props'
import { UrlSource } from './url-source'
import { useToolSubmit } from './use-tool-submit'

/** Remove background: one jpg/png/webp up to 5 MB, checked in the browser before anything is sent. */
export function RemoveBackgroundForm({ initialUrl, facts, madeFromOf }: ToolFormProps) {
  const [url, setUrl] = useState(initialUrl)
  const run = useToolSubmit(useRemoveBackground())
  const check = useImageUrlCheck(url)
  const model = facts.models.find((m) => m.model_id === REMOVE_BACKGROUND_MODEL_ID)
  const madeFrom = madeFromOf(url)
  const refusal = !url
    ? 'Choose an image first.'
    : check.isPending
      ? 'Checking the image…'
      : check.error
        ? `The image could not be read in the browser: ${problemMessage(check.error)}`
        : (check.data ?? (model ? null : 'The catalog offers no background remover right now.'))
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
