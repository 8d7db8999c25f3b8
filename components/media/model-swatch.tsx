import { cn } from '@/lib/cn'

/** A stable number from a name, so a model keeps its colors from visit to visit. */
function hashOf(text: string): number {
  let hash = 2166136261
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619)
  return hash >>> 0
}

const GLYPHS: Record<string, string> = {
  image: '◧',
  video: '▶',
  music: '♪',
  speech: '❝',
  separation: '≋',
}

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
        'relative flex items-center justify-center overflow-hidden text-2xl text-white/90',
        className,
      )}
      style={{
        backgroundImage: `radial-gradient(circle at 30% 25%, hsl(${second} 80% 70% / 0.8), transparent 55%), linear-gradient(${angle}deg, hsl(${hue} 65% 42%), hsl(${second} 70% 30%))`,
      }}
    >
      <span className="drop-shadow">{GLYPHS[type.toLowerCase()] ?? '✦'}</span>
    </span>
  )
}
