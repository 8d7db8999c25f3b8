import { forwardRef, type HTMLAttributes, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

interface DropzoneShellProps extends HTMLAttributes<HTMLDivElement> {
  active?: boolean
  disabled?: boolean
  children: ReactNode
}

/** The look of a drop target; behaviour (react-dropzone's root props) comes from the caller. */
export const DropzoneShell = forwardRef<HTMLDivElement, DropzoneShellProps>(function DropzoneShell(
  { active, disabled, className, children, ...props },
  ref,
) {
  return (
    <div
      ref={ref}
      className={cn(
        'flex min-h-20 cursor-pointer flex-col items-center justify-center gap-1 rounded-md border-2 border-dashed px-3 py-4 text-center text-sm',
        active
          ? 'border-accent bg-accent/5 text-accent'
          : 'border-line text-ink-muted hover:border-ink-muted',
        disabled && 'cursor-not-allowed opacity-60',
        className,
      )}
      {...props}
    >
      {children}
    </div>
  )
})
