import { cn } from '@/lib/cn'

/** A stable number from a name, so a model keeps its colors from visit to visit. */
function hashOf(text: string): number {
  let hash = 2166136261
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619)
  return hash >>> 0
}

/**
 * The type's mark, part of the drawn sample (24-unit strokes): a framed landscape, a play
 * triangle, a note, a voice's bars, two waves, and a spark for any other type. Drawn here rather
 * than taken from the icon set: six more icons weighed on every page that names a model.
 */
const MARKS: Record<string, string> = {
  image: 'M3 5h18v14H3zM3 16l5-5 5 5 3-3 5 5',
  video: 'M8 5v14l11-7z',
  music: 'M9 18V5l11-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0M20 16a3 3 0 1 1-6 0 3 3 0 0 1 6 0',
  speech: 'M4 10v4M8 6v12M12 3v18M16 8v8M20 11v2',
  separation: 'M2 9q2.5-4 5 0t5 0 5 0 5 0M2 16q2.5-4 5 0t5 0 5 0 5 0',
}
const SPARK = 'M12 3l2 7 7 2-7 2-2 7-2-7-7-2 7-2z'

/**
 * A generated sample for a model whose catalog entry carries none: colors drawn from its family
 * (variants look alike) and a mark for its type. Decorative: the card names the model in words.
 */
export function ModelSwatch({
  seed,
  type,
  className,
}: {
  /** The family, or the model's id when it has none. */
  seed: string
  type: string
  className?: string
}) {
  const hash = hashOf(seed.toLowerCase())
  const hue = hash % 360
  const second = (hue + 40 + ((hash >> 9) % 80)) % 360
  const angle = (hash >> 3) % 180
  return (
    <span
      aria-hidden="true"
      className={cn(
        'relative flex items-center justify-center overflow-hidden text-white/90',
        className,
      )}
      style={{
        backgroundImage: `radial-gradient(circle at 30% 25%, hsl(${second} 80% 70% / 0.8), transparent 55%), linear-gradient(${angle}deg, hsl(${hue} 65% 42%), hsl(${second} 70% 30%))`,
      }}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-7 drop-shadow"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={MARKS[type.toLowerCase()] ?? SPARK} />
      </svg>
    </span>
  )
}
