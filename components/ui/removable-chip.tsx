import { CrossMark } from './cross-mark'

/**
 * A small rounded chip whose click removes what it shows (a key of a search, a tag of a result);
 * `removeLabel` says so in words for a screen reader ("Remove the tag hero").
 */
export function RemovableChip({
  children,
  removeLabel,
  onRemove,
}: {
  children: React.ReactNode
  removeLabel: string
  onRemove: () => void
}) {
  return (
    <button
      type="button"
      aria-label={removeLabel}
      onClick={onRemove}
      className="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface-muted px-2.5 py-1 text-xs text-ink hover:border-accent"
    >
      {children}
      <CrossMark />
    </button>
  )
}
