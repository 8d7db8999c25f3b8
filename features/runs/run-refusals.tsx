import { Button } from '@/components/ui/button'
import type { ModelNamer } from '@/lib/queries/model-names'
import type { RunCell } from './model/items'
import type { RunRow } from './model/rows'

const SHOWN = 10

/** Why the service would refuse some rows, before anything is sent: each as its row and reason. */
export function RunRefusals({
  refusals,
  rows,
  nameOf,
  onDrop,
}: {
  refusals: readonly RunCell[]
  rows: readonly RunRow[]
  nameOf: ModelNamer
  onDrop(): void
}) {
  if (refusals.length === 0) return null
  const failingRows = new Set(refusals.map((cell) => cell.row)).size
  return (
    <div role="alert" className="space-y-2 rounded-card border border-danger/40 bg-danger/5 p-4">
      <p className="text-sm font-medium text-ink">
        Nothing is sent while {failingRows === 1 ? 'a prompt fails' : `${failingRows} prompts fail`}{' '}
        the models’ rules:
      </p>
      <ul className="space-y-1 text-sm text-ink">
        {refusals.slice(0, SHOWN).map((cell) => (
          <li key={`${cell.row}-${cell.column}`}>
            <span className="font-medium">
              {rows[cell.row]?.label} on {nameOf(cell.modelId)}:
            </span>{' '}
            {cell.problems.join(' ')}
          </li>
        ))}
      </ul>
      {refusals.length > SHOWN ? (
        <p className="text-xs text-ink-muted">and {refusals.length - SHOWN} more</p>
      ) : null}
      <Button variant="secondary" size="sm" onClick={onDrop}>
        {failingRows === 1
          ? 'Leave out the prompt that fails'
          : `Leave out the ${failingRows} prompts that fail`}
      </Button>
    </div>
  )
}
