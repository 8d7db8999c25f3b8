import { ChevronDown, SlidersHorizontal } from 'lucide-react'
import type { MediaField } from '@/lib/forms/media-fields'
import type { MediaFormValues } from '@/lib/forms/media-values'
import { generationTypeLabel } from '@/lib/forms/labels'
import { cn } from '@/lib/cn'

/** The settings as set, in a few words for the closed control: "Image to video · 16:9 · 5 s". */
export function settingsSummary(fields: readonly MediaField[], values: MediaFormValues): string {
  const words: string[] = []
  for (const field of fields) {
    if (field.kind === 'choice') {
      const value = values[field.name]
      if (value) words.push(field.name === 'generation_type' ? generationTypeLabel(value) : value)
    } else if (field.kind === 'seconds' && values.duration) {
      words.push(`${values.duration} s`)
    } else if (field.kind === 'toggle' && values.sound) {
      words.push('sound')
    }
  }
  return words.join(' · ') || 'Default settings'
}

interface SettingsToggleProps {
  open: boolean
  onToggle: () => void
  summary: string
  panelId: string
}

/** Opens and closes the settings under (or, docked on a phone, above) the bar; says what is set. */
export function SettingsToggle({ open, onToggle, summary, panelId }: SettingsToggleProps) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={panelId}
      onClick={onToggle}
      className={cn(
        'flex h-full min-h-11 w-[7.5rem] items-center gap-2 rounded-card border border-line bg-surface px-2.5 py-1.5 text-left hover:bg-surface-muted lg:w-56',
        open && 'border-accent',
      )}
    >
      <SlidersHorizontal aria-hidden className="size-4 shrink-0 text-ink-muted" />
      <span className="flex min-w-0 flex-col">
        <span className="text-caption font-medium">Settings</span>
        <span className="truncate text-caption text-ink-muted">{summary}</span>
      </span>
      <ChevronDown
        aria-hidden
        className={cn('ml-auto size-4 shrink-0 transition-transform', open && 'rotate-180')}
      />
    </button>
  )
}
