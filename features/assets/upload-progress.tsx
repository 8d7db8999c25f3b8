import { Button } from '@/components/ui/button'
import { Progress } from '@/components/ui/progress'
import { formatBytes } from '@/lib/format'

interface UploadProgressProps {
  fileName: string
  sent: number
  total: number
  onCancel: () => void
}

/** Bytes sent of the file's size, with a way out. */
export function UploadProgress({ fileName, sent, total, onCancel }: UploadProgressProps) {
  return (
    <div className="space-y-1">
      <Progress value={total ? sent / total : 0} label={`Uploading ${fileName}`} />
      <div className="flex items-center justify-between gap-2 text-xs">
        <span className="tabular-nums text-ink-muted">
          {formatBytes(sent)} of {formatBytes(total)} sent
        </span>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Cancel upload
        </Button>
      </div>
    </div>
  )
}
