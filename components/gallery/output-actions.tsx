import Link from 'next/link'
import { Button } from '@/components/ui/button'
import type { OutputView } from '@/lib/jobs/generation-view'

interface OutputActionsProps {
  output: OutputView
  /** Names the output in accessible labels when a job has several. */
  name: string
  comparing: boolean
  onToggleCompare: () => void
}

const linkClass =
  'inline-flex items-center rounded-md border border-line bg-surface px-2.5 py-1 text-sm hover:bg-surface-muted'

function fileName(url: string): string | undefined {
  try {
    return new URL(url).pathname.split('/').pop() || undefined
  } catch {
    return undefined
  }
}

/** Open, download, use as the input of a new job, and pick for comparison. */
export function OutputActions({ output, name, comparing, onToggleCompare }: OutputActionsProps) {
  const original = output.originalUrl
  if (!original) return null
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={`Actions for ${name}`}>
      <a href={output.url ?? original} target="_blank" rel="noreferrer" className={linkClass}>
        Open
      </a>
      <a
        href={original}
        download={fileName(original)}
        target="_blank"
        rel="noreferrer"
        className={linkClass}
      >
        Download
      </a>
      <Link href={`/create?source=${encodeURIComponent(original)}`} className={linkClass}>
        Use as input
      </Link>
      <Button size="sm" variant="secondary" aria-pressed={comparing} onClick={onToggleCompare}>
        {comparing ? 'Selected for compare' : 'Compare'}
      </Button>
    </div>
  )
}
