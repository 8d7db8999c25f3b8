'use client'

import { showToast } from '@/components/ui/toast'
import { cn } from '@/lib/cn'
import { useSetStars } from '@/lib/queries/boards'
import type { OutputRef } from '@/lib/studio-api/boards'
import { Star } from 'lucide-react'

interface StarToggleProps {
  output: OutputRef
  title: string
  starred: boolean
  /** On a tile: white on a dark scrim; in the detail: a plain bordered button. */
  tone?: 'overlay' | 'plain'
  className?: string
}

/** Stars or unstars one output; shown at once, kept in the account's workspace. */
export function StarToggle({ output, title, starred, tone = 'plain', className }: StarToggleProps) {
  const setStars = useSetStars()
  return (
    <button
      type="button"
      aria-pressed={starred}
      aria-label={`Star ${title}`}
      title={starred ? 'Starred' : 'Star'}
      onClick={() =>
        setStars.mutate(
          { items: [output], starred: !starred },
          {
            // The star turns back; the refusal says why (the most stars an account keeps).
            onError: (error) =>
              showToast({
                title: starred ? 'Could not unstar it' : 'Could not star it',
                body: error.message,
                tone: 'danger',
              }),
          },
        )
      }
      className={cn(
        'inline-flex min-h-6 min-w-6 items-center justify-center gap-1 rounded-md text-sm',
        tone === 'overlay'
          ? 'bg-black/60 px-1.5 text-white opacity-90 hover:opacity-100'
          : 'border border-line bg-surface px-2.5 py-1 hover:bg-surface-muted',
        className,
      )}
    >
      <Star aria-hidden className={cn('size-4', starred && 'fill-current text-amber-400')} />
      {tone === 'plain' ? <span>{starred ? 'Starred' : 'Star'}</span> : null}
    </button>
  )
}
