'use client'

import * as RadixTabs from '@radix-ui/react-tabs'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

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

/**
 * Tabs (Radix, WAI-ARIA tabs: one tab stop, arrow keys, Home and End move and select) with the
 * selected tab's panel. Every tab has a panel element, so each `aria-controls` points at one.
 */
export function Tabs<T extends string>({ label, tabs, value, onChange, children }: TabsProps<T>) {
  const select = (next: string) => {
    const tab = tabs.find((t) => t.value === next)
    if (tab) onChange(tab.value)
  }
  return (
    <RadixTabs.Root value={value} onValueChange={select} activationMode="automatic">
      <RadixTabs.List
        aria-label={label}
        className="flex gap-1 overflow-x-auto border-b border-line"
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
