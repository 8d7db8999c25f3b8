import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/**
 * A link that leaves the studio (the service's billing page): always a new tab, so the studio and
 * its jobs stay where they were, with a mark and words that say so before the click.
 * `where` names the place in words ("the service's billing page").
 */
export function ExternalLink({
  href,
  where,
  className,
  children,
}: {
  href: string
  where: string
  className?: string
  children: ReactNode
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      title={`Opens ${where} in a new tab`}
      className={cn('inline-flex items-center gap-1 underline', className)}
    >
      {children} <span className="sr-only">(opens {where} in a new tab)</span>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-3 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
      </svg>
    </a>
  )
}

/** Where the balance's purchase link leads, in words. */
export const BILLING_PAGE = "the service's billing page"
