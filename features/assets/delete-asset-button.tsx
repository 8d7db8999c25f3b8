'use client'

import { ErrorReference } from '@/components/ui/error-reference'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import type { Asset } from '@/lib/api/assets'
import { assetErrorWords } from '@/lib/media/asset-error-words'
import { libraryOf } from '@/lib/media/library-view'
import { useDeleteAsset } from '@/lib/queries/assets'

/** Delete, behind a confirmation: DELETE /v1/assets/{id} removes the file for good. */
export function DeleteAssetButton({ asset }: { asset: Asset & { id: string } }) {
  const [open, setOpen] = useState(false)
  const remove = useDeleteAsset()
  const shared = libraryOf(asset) === 'team'
  const failure = remove.error ? assetErrorWords(remove.error) : null

  const onOpenChange = (next: boolean) => {
    if (remove.isPending) return
    if (!next) remove.reset()
    setOpen(next)
  }

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="text-danger"
        onClick={() => setOpen(true)}
        aria-label={`Delete ${asset.name}`}
      >
        Delete
      </Button>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        dismissible={!remove.isPending}
        title={`Delete “${asset.name}”?`}
        description={`The stored file is deleted for good${shared ? ' for everyone in the team' : ''}. Past generations keep their outputs.`}
      >
        <div className="space-y-4">
          {failure ? (
            <Alert>
              {failure.message} {failure.fix}
              <ErrorReference reference={failure.reference} />
            </Alert>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button
              variant="secondary"
              onClick={() => onOpenChange(false)}
              disabled={remove.isPending}
            >
              Keep it
            </Button>
            <Button
              variant="danger"
              disabled={remove.isPending}
              onClick={() => remove.mutate(asset.id, { onSuccess: () => setOpen(false) })}
            >
              {remove.isPending ? 'Deleting…' : 'Delete for good'}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  )
}
