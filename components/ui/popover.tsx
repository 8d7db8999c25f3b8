'use client'

import * as RadixPopover from '@radix-ui/react-popover'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

interface PopoverProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button that opens it (rendered as is, Radix adds its state). */
  trigger: ReactNode
  /** What the panel is, for screen readers. */
  label: string
  children: ReactNode
  align?: 'start' | 'end'
}

/**
 * A panel beside the control that opened it (Radix): Escape and a click outside close it, focus
 * goes back to the trigger, and it stays within the screen at any width.
 */
export function Popover({
  open,
  onOpenChange,
  trigger,
  label,
  children,
  align = 'end',
}: PopoverProps) {
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          aria-label={label}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          className={cn(
            'z-50 flex max-h-[min(32rem,var(--radix-popover-content-available-height))] w-[min(26rem,calc(100vw-1rem))] flex-col',
            'rounded-lg border border-line bg-surface text-ink shadow-xl',
          )}
        >
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  )
}
