'use client'

import { Link } from '@/components/ui/link'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { downloadFile } from '@/lib/media/download'
import type { OutputView } from '@/lib/jobs/generation-view'

interface OutputActionsProps {
  /** The generation the output belongs to, recorded as the source of what it is used in. */
  generationId: string
  output: OutputView
  /** Names the output in accessible labels when a job has several. */
  name: string
  /** Some model in Create takes this output as a source. */
  usableAsInput: boolean
  comparing: boolean
  onToggleCompare: () => void
}

const linkClass =
  'inline-flex items-center rounded-md border border-line bg-surface px-2.5 py-1 text-sm hover:bg-surface-muted'

/** Open, download, use as the input of a new job, and pick for comparison. */
export function OutputActions({
  generationId,
  output,
  name,
  usableAsInput,
  comparing,
  onToggleCompare,
}: OutputActionsProps) {
  const [downloading, setDownloading] = useState(false)
  const original = output.originalUrl
  if (!original) return null
  const download = () => {
    setDownloading(true)
    void downloadFile(original).finally(() => setDownloading(false))
  }
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={`Actions for ${name}`}>
      <a href={output.url ?? original} target="_blank" rel="noreferrer" className={linkClass}>
        Open
      </a>
      <Button size="sm" variant="secondary" onClick={download} disabled={downloading}>
        {downloading ? 'Downloading…' : 'Download'}
      </Button>
      {usableAsInput ? (
        <Link
          href={`/create?source=${encodeURIComponent(original)}&from=${encodeURIComponent(generationId)}`}
          className={linkClass}
        >
          Use as input
        </Link>
      ) : null}
      <Button size="sm" variant="secondary" aria-pressed={comparing} onClick={onToggleCompare}>
        {comparing ? 'Selected for compare' : 'Compare'}
      </Button>
    </div>
  )
}
