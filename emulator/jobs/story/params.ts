/** A scene of a story job, as stored; billed when it starts (spec 3). */
export interface SceneRecord {
  index: number
  prompt: string
  durationSeconds: number
  cost: number
  status: 'pending' | 'processing' | 'completed' | 'failed' | 'cancelled'
  creditsDeducted: number
  file: string | null
  thumbnailFile: string | null
  errorMessage: string | null
}

/** What a story job needs; stored in `JobRecord.params`. */
export interface StoryJobParams {
  title: string | null
  aspectRatio: string
  width: number
  height: number
  withAudio: boolean
  scenes: SceneRecord[]
}

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
