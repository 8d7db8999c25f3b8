'use client'

import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { Dialog } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { RadioChips } from '@/components/ui/radio-chips'
import { ModelFace } from '@/components/media/model-face'
import type { Model } from '@/lib/api/models'
import {
  filterModels,
  groupByFamily,
  modelTypesOf,
  variantCount,
  type ModelGroup,
} from '@/lib/catalog/browse'
import { cn } from '@/lib/cn'
import { capitalize } from '@/lib/forms/labels'

interface ModelChooserProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  models: Model[]
  /** The chosen group's id (family, or a lone model's id). */
  current: string
  onChoose: (group: ModelGroup) => void
}

/** The option a key moves to in a list of `count` (Home/End jump, arrows stop at the ends). */
function moved(key: string, index: number, count: number): number | null {
  if (count === 0) return null
  if (key === 'ArrowDown' || key === 'ArrowRight') return Math.min(index + 1, count - 1)
  if (key === 'ArrowUp' || key === 'ArrowLeft') return Math.max(index - 1, 0)
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return null
}

/**
 * Every model as a card (sample, name, what it is good at, price and time), filtered by type and
 * search. The search box keeps focus and names the active card (a combobox over a listbox), so
 * arrows move through the cards and Enter chooses one; a click chooses too.
 */
export function ModelChooser({ open, onOpenChange, models, current, onChoose }: ModelChooserProps) {
  const id = useId()
  const searchRef = useRef<HTMLInputElement>(null)
  const [type, setType] = useState('')
  const [query, setQuery] = useState('')
  const groups = useMemo(
    () => groupByFamily(filterModels(models, { type, query }), models),
    [models, type, query],
  )
  const currentIndex = groups.findIndex((g) => g.id === current)
  const [active, setActive] = useState<number | null>(null)
  const activeIndex = Math.min(active ?? Math.max(currentIndex, 0), groups.length - 1)
  const optionId = (index: number) => `${id}-option-${index}`

  const choose = (group: ModelGroup | undefined) => {
    if (!group) return
    onChoose(group)
    onOpenChange(false)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      return choose(groups[activeIndex])
    }
    // Left and right belong to the text while typing; up and down always move through the cards.
    if ((event.key === 'ArrowLeft' || event.key === 'ArrowRight') && query) return
    const next = moved(event.key, activeIndex, groups.length)
    if (next === null) return
    event.preventDefault()
    setActive(next)
    document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' })
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Choose a model"
      size="xl"
      // Typing starts at once: the search box has focus when the dialog opens.
      initialFocus={searchRef}
    >
      <div className="space-y-gutter">
        <div className="flex flex-wrap items-end gap-3">
          <RadioChips
            name={`${id}-type`}
            legend="Model type"
            hideLegend
            options={[
              { value: '', label: 'All' },
              ...modelTypesOf(models).map((t) => ({ value: t, label: capitalize(t) })),
            ]}
            value={type}
            onChange={(next) => {
              setType(next)
              setActive(0)
            }}
          />
          <div className="w-full sm:ml-auto sm:w-72">
            <label htmlFor={`${id}-search`} className="sr-only">
              Search models
            </label>
            <Input
              id={`${id}-search`}
              type="search"
              role="combobox"
              aria-expanded="true"
              aria-controls={`${id}-list`}
              aria-autocomplete="list"
              aria-activedescendant={groups.length ? optionId(activeIndex) : undefined}
              placeholder="Search by name or what it does"
              value={query}
              onChange={(e) => {
                setQuery(e.target.value)
                setActive(0)
              }}
              onKeyDown={onKeyDown}
              ref={searchRef}
            />
          </div>
        </div>
        <p className="text-caption text-ink-muted" aria-live="polite">
          {groups.length
            ? `${groups.length} to choose from. Arrows move, Enter chooses.`
            : 'No model matches: try another type or search.'}
        </p>
        <div
          id={`${id}-list`}
          role="listbox"
          aria-label="Models"
          className="grid gap-stack sm:grid-cols-2 lg:grid-cols-3"
        >
          {groups.map((group, index) => {
            const lead = group.models[0]!
            const chosen = group.id === current
            return (
              // The search box owns keyboard focus (aria-activedescendant); a click chooses too.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <div
                key={group.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                tabIndex={-1}
                onClick={() => choose(group)}
                onMouseEnter={() => setActive(index)}
                className={cn(
                  'relative min-w-0 cursor-pointer rounded-card p-3 transition-colors',
                  chosen && 'pr-16',
                  index === activeIndex
                    ? 'bg-accent-soft ring-2 ring-accent'
                    : 'bg-surface-muted hover:bg-accent-soft',
                )}
              >
                <ModelFace
                  model={lead}
                  name={
                    group.isFamily
                      ? `${group.name} · ${variantCount(group.models.length)}`
                      : group.name
                  }
                />
                {chosen ? (
                  <span className="absolute right-2 top-2 rounded-full bg-accent px-2 text-caption font-medium text-on-accent">
                    Chosen
                  </span>
                ) : null}
              </div>
            )
          })}
        </div>
      </div>
    </Dialog>
  )
}
