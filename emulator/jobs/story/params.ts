import type { SceneRecord } from '../../store/job-schemas'

/** A scene and a story job's params, as stored (schemas in store/job-schemas.ts). */
export type { SceneRecord, StoryJobParams } from '../../store/job-schemas'

export function newScene(
  index: number,
  scene: { prompt: string; durationSeconds: number; cost: number },
): SceneRecord {
  return {
    index,
    ...scene,
    status: 'pending',
    creditsDeducted: 0,
    file: null,
    thumbnailFile: null,
    errorMessage: null,
  }
}
