import { cn } from '@/lib/cn'

export type PillTone = 'neutral' | 'accent' | 'success' | 'danger'

const TONES: Record<PillTone, string> = {
  neutral: 'border-line text-ink-muted',
  accent: 'border-accent/50 text-accent',
  success: 'border-success/50 text-success',
  danger: 'border-danger/50 text-danger',
}

/** A small status label; one full set of colour classes per tone, so none override another. */
export function StatusPill({
  tone,
  className,
  children,
}: {
  tone: PillTone
  className?: string
  children: string
}) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full border bg-surface px-2 py-0.5 text-xs',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  )
}
