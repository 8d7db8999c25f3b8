import type { HTMLAttributes } from 'react'
import { cn } from '@/lib/cn'

/** A raised surface: set apart from the page by tone and a soft shadow, not a boxed border. */
export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={cn('rounded-card bg-surface-raised p-4 shadow-raised', className)} {...props} />
  )
}
