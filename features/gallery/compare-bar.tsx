import { generationTitle } from '@/features/gallery/generation-title'
import { Button } from '@/components/ui/button'
import { COMPARE_SIZE, type CompareEntry } from '@/features/gallery/model/compare'

interface CompareBarProps {
  entries: CompareEntry[]
  onCompare: () => void
  onClear: () => void
}

/** Shown once an output is picked: how many of two, and the way to the comparison. */
export function CompareBar({ entries, onCompare, onClear }: CompareBarProps) {
  if (entries.length === 0) return null
  return (
    <div
      role="region"
      aria-label="Compare selection"
      className="sticky top-0 z-10 flex flex-wrap items-center gap-3 rounded-lg border border-line bg-surface px-3 py-2 shadow-sm xl:top-16"
    >
      <p className="text-sm" aria-live="polite">
        {entries.length} of {COMPARE_SIZE} picked for comparison
        {entries.length < COMPARE_SIZE
          ? ': pick one more'
          : `; another pick replaces “${generationTitle(entries[0]!.generation)}”`}
      </p>
      <Button size="sm" disabled={entries.length < COMPARE_SIZE} onClick={onCompare}>
        Compare side by side
      </Button>
      <Button size="sm" variant="ghost" onClick={onClear}>
        Clear
      </Button>
    </div>
  )
}
