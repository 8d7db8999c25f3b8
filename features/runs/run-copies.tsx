import { Select } from '@/components/ui/select'
import { MAX_COPIES } from './model/items'

const COPIES = Array.from({ length: MAX_COPIES }, (_, i) => i + 1)

/** How many of each a run makes, ×1 to ×8. */
export function RunCopies({ value, onChange }: { value: number; onChange(n: number): void }) {
  return (
    <div className="space-y-1">
      <label htmlFor="run-copies" className="block text-sm font-medium text-ink">
        Variations of each
      </label>
      <Select
        id="run-copies"
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        className="w-28"
      >
        {COPIES.map((n) => (
          <option key={n} value={n}>
            ×{n}
          </option>
        ))}
      </Select>
    </div>
  )
}
