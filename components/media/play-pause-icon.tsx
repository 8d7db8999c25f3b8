import { Pause, Play } from 'lucide-react'

/** The play button's mark: a drawn icon, not a text glyph the page's font lacks (docs/performance.md, "One typeface, drawn before the first layout"). */
export function PlayPauseIcon({ playing }: { playing: boolean }) {
  const Icon = playing ? Pause : Play
  return <Icon aria-hidden className="size-4 fill-current" />
}
