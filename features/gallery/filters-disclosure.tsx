'use client'

import { useId, useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

/**
 * The gallery's filters, folded behind one button on a phone: open, its five controls took the
 * whole first screen, above a single tile. From `sm` up they are always shown and the button is
 * not. Folded, the button says how many filters are on, so a narrowed list is never a mystery.
 */
export function FiltersDisclosure({ active, children }: { active: number; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <>
      <Button
        variant="secondary"
        className="sm:hidden"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
      >
        {open ? 'Hide filters' : active ? `Filters (${active} on)` : 'Filters'}
      </Button>
      <div id={id} className={cn('flex-wrap items-end gap-3 sm:flex', open ? 'flex' : 'hidden')}>
        {children}
      </div>
    </>
  )
}
