'use client'

import { useRef, type KeyboardEvent, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

interface Tab<T extends string> {
  value: T
  label: ReactNode
}

interface TabsProps<T extends string> {
  /** Prefix of the tab and panel ids; `TabPanel` takes the same. */
  idBase: string
  label: string
  tabs: readonly Tab<T>[]
  value: T
  onChange: (value: T) => void
}

const tabId = (base: string, value: string) => `${base}-tab-${value}`
const panelId = (base: string, value: string) => `${base}-panel-${value}`

/** A tab list (WAI-ARIA tabs): one tab stop, arrow keys, Home and End move and select. */
export function Tabs<T extends string>({ idBase, label, tabs, value, onChange }: TabsProps<T>) {
  const list = useRef<HTMLDivElement>(null)
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((t) => t.value === value)
    const next = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1 + tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key]
    if (next === undefined) return
    event.preventDefault()
    const tab = tabs[next % tabs.length]
    if (!tab) return
    onChange(tab.value)
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(idBase, tab.value))}`)?.focus()
  }
  return (
    <div ref={list} role="tablist" aria-label={label} className="flex gap-1 border-b border-line">
      {tabs.map((tab) => {
        const selected = tab.value === value
        return (
          <button
            key={tab.value}
            id={tabId(idBase, tab.value)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(idBase, tab.value)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            onKeyDown={onKeyDown}
            className={cn(
              '-mb-px border-b-2 px-3 py-2 text-sm font-medium',
              selected
                ? 'border-accent text-accent'
                : 'border-transparent text-ink-muted hover:text-ink',
            )}
          >
            {tab.label}
          </button>
        )
      })}
    </div>
  )
}

export function TabPanel({
  idBase,
  value,
  children,
}: {
  idBase: string
  value: string
  children: ReactNode
}) {
  return (
    <div
      role="tabpanel"
      id={panelId(idBase, value)}
      aria-labelledby={tabId(idBase, value)}
      className="pt-4"
    >
      {children}
    </div>
  )
}
