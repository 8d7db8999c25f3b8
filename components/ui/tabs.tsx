'use client'

import * as RadixTabs from '@radix-ui/react-tabs'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { useScrollEdges, type ScrollEdges } from './use-scroll-edges'

interface Tab<T extends string> {
  value: T
  label: ReactNode
}

interface TabsProps<T extends string> {
  label: string
  tabs: readonly Tab<T>[]
  value: T
  onChange: (value: T) => void
  /** The selected tab's panel. */
  children: ReactNode
}

// Fades the row's hidden ends out whatever the background, so a cut-off tab reads as "more".
function fadeClass({ start, end }: ScrollEdges): string | undefined {
  if (start && end)
    return '[mask-image:linear-gradient(to_right,transparent,black_2rem,black_calc(100%-3rem),transparent)]'
  if (end) return '[mask-image:linear-gradient(to_right,black_calc(100%-3rem),transparent)]'
  if (start) return '[mask-image:linear-gradient(to_right,transparent,black_2rem)]'
  return undefined
}

/** Where a tab row hides tabs, as the test and the styles read it. */
function overflowOf({ start, end }: ScrollEdges) {
  if (start && end) return 'both'
  return end ? 'end' : start ? 'start' : undefined
}

/**
 * Tabs (Radix, WAI-ARIA tabs: one tab stop, arrow keys, Home and End move and select) with the
 * selected tab's panel. Every tab has a panel element, so each `aria-controls` points at one.
 */
export function Tabs<T extends string>({ label, tabs, value, onChange, children }: TabsProps<T>) {
  const { ref, edges } = useScrollEdges<HTMLDivElement>()
  const select = (next: string) => {
    const tab = tabs.find((t) => t.value === next)
    if (tab) onChange(tab.value)
  }
  return (
    <RadixTabs.Root value={value} onValueChange={select} activationMode="automatic">
      <div className="relative">
        <RadixTabs.List
          ref={ref}
          aria-label={label}
          data-overflow={overflowOf(edges)}
          className={cn('flex gap-1 overflow-x-auto border-b border-line', fadeClass(edges))}
        >
          {tabs.map((tab) => (
            <RadixTabs.Trigger
              key={tab.value}
              value={tab.value}
              className={cn(
                '-mb-px border-b-2 px-3 py-2 text-sm font-medium',
                tab.value === value
                  ? 'border-accent text-accent'
                  : 'border-transparent text-ink-muted hover:text-ink',
              )}
            >
              {tab.label}
            </RadixTabs.Trigger>
          ))}
        </RadixTabs.List>
        {edges.end ? (
          <span
            aria-hidden="true"
            data-scroll-cue="end"
            className="pointer-events-none absolute inset-y-0 right-0 flex items-center pr-1 text-ink-muted"
          >
            ›
          </span>
        ) : null}
        {edges.start ? (
          <span
            aria-hidden="true"
            data-scroll-cue="start"
            className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-1 text-ink-muted"
          >
            ‹
          </span>
        ) : null}
      </div>
      {tabs.map((tab) => (
        <RadixTabs.Content
          key={tab.value}
          value={tab.value}
          forceMount
          hidden={tab.value !== value}
          className="pt-4"
        >
          {tab.value === value ? children : null}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  )
}
