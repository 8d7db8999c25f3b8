import { AddProblem } from './add-problem'
import { UploadProgress } from './upload-progress'
import type { useAddAsset } from './use-add-asset'

interface AddStatusProps {
  adder: ReturnType<typeof useAddAsset>
  file: File | null
  /** The confirmation of the last add, if nothing has happened since. */
  added: string | null
}

/** Where the add stands: upload progress, the service's check, its refusal, or success. */
export function AddStatus({ adder, file, added }: AddStatusProps) {
  if (adder.phase === 'uploading' && file) {
    return (
      <UploadProgress
        fileName={file.name}
        sent={adder.sent}
        total={file.size}
        onCancel={adder.cancel}
      />
    )
  }
  if (adder.phase === 'saving') {
    return (
      <p role="status" className="text-sm text-ink-muted">
        The service is fetching and checking the file…
      </p>
    )
  }
  if (adder.problem) return <AddProblem problem={adder.problem} onDismiss={adder.dismissProblem} />
  if (added) {
    return (
      <p role="status" className="text-sm text-success">
        {added}
      </p>
    )
  }
  return null
}
