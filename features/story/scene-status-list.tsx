import { StatusPill, type PillTone } from '@/components/jobs/status-pill'
import { formatCount } from '@/lib/format'
import {
  SCENE_STATE_LABELS,
  type SceneState,
  type SceneView,
} from '@/features/story/model/run-view'

const TONE: Record<SceneState, PillTone> = {
  waiting: 'neutral',
  running: 'accent',
  done: 'success',
  failed: 'danger',
  cancelled: 'neutral',
}

/** Each scene of a running or finished story, in order, with its state and its clip. */
export function SceneStatusList({ scenes }: { scenes: SceneView[] }) {
  return (
    <ol aria-label="Scene progress" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {scenes.map((scene) => {
        const n = scene.index + 1
        return (
          <li
            key={scene.index}
            aria-label={`Scene ${n}: ${SCENE_STATE_LABELS[scene.state]}`}
            className="space-y-2 rounded-md border border-line p-3"
          >
            <div className="flex items-center gap-2">
              <span className="text-sm font-semibold">Scene {n}</span>
              {scene.seconds !== null ? (
                <span className="text-xs text-ink-muted">{scene.seconds} s</span>
              ) : null}
              <StatusPill tone={TONE[scene.state]} className="ml-auto">
                {SCENE_STATE_LABELS[scene.state]}
              </StatusPill>
            </div>
            <p className="line-clamp-2 text-sm text-ink-muted">{scene.prompt}</p>
            {scene.clipUrl ? (
              // eslint-disable-next-line jsx-a11y/media-has-caption -- the service delivers no caption tracks
              <video
                src={scene.clipUrl}
                controls
                preload="metadata"
                aria-label={`Scene ${n} clip`}
                className="aspect-video w-full rounded bg-black"
              />
            ) : null}
            {scene.reason ? <p className="text-sm text-danger">{scene.reason}</p> : null}
            <p className="text-xs text-ink-muted">
              {scene.billed > 0
                ? `Billed ${formatCount(scene.billed)} credits`
                : scene.state === 'cancelled'
                  ? 'Not run, not billed'
                  : 'Not billed yet'}
            </p>
          </li>
        )
      })}
    </ol>
  )
}
