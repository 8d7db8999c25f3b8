import { cn } from '@/lib/cn'
import { STORY_MAX_SCENES, STORY_MAX_TOTAL_SECONDS } from '@/features/story/model/limits'

/** Live counters of the story's two limits (docs/service-contract.md §4.6: 12 scenes, 90 seconds). */
export function StoryMeters({ scenes, seconds }: { scenes: number; seconds: number }) {
  const full = (value: number, max: number) =>
    value > max ? 'text-danger' : value === max ? 'text-ink' : 'text-ink-muted'
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      <span className={cn(full(scenes, STORY_MAX_SCENES))}>
        Scenes{' '}
        <output aria-label="Scene count" className="font-semibold tabular-nums">
          {scenes} / {STORY_MAX_SCENES}
        </output>
      </span>
      <span className={cn(full(seconds, STORY_MAX_TOTAL_SECONDS))}>
        Length{' '}
        <output aria-label="Total length" className="font-semibold tabular-nums">
          {seconds} / {STORY_MAX_TOTAL_SECONDS} s
        </output>
      </span>
    </p>
  )
}
