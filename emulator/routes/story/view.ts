import type { StorySceneStatus, StoryStatus } from '@/lib/api'
import type { FileStore } from '../../files'
import type { SceneRecord } from '../../jobs/story/params'
import type { JobBase, JobOf } from '../../store/types'

/** A scene left mid-way by a failed job (an unexpected render error) reads as failed or cancelled. */
function sceneStatus(job: JobBase, scene: SceneRecord): string {
  if (job.status !== 'failed') return scene.status
  if (scene.status === 'processing') return 'failed'
  return scene.status === 'pending' ? 'cancelled' : scene.status
}

function sceneView(job: JobBase, scene: SceneRecord, files: FileStore): StorySceneStatus {
  return {
    index: scene.index,
    prompt: scene.prompt,
    duration_seconds: scene.durationSeconds,
    status: sceneStatus(job, scene),
    video_url: scene.file && scene.status === 'completed' ? files.urlOf(scene.file) : null,
    thumbnail_url: scene.thumbnailFile ? files.urlOf(scene.thumbnailFile) : null,
    credits_deducted: scene.creditsDeducted,
    error_message: scene.errorMessage,
  }
}

/** GET /v1/story/{job_id}: the job record plus its scenes in order (docs/service-contract.md §2.6). */
export function storyStatusView(job: JobOf<'story'>, files: FileStore): StoryStatus {
  const story = job.params
  const final = job.status === 'completed' ? job.outputs[0] : undefined
  return {
    id: job.id,
    status: job.status,
    title: story.title,
    model: job.model,
    aspect_ratio: story.aspectRatio,
    created_at: job.createdAt,
    started_at: job.startedAt,
    completed_at: job.completedAt,
    credits_deducted: job.creditsDeducted,
    final_video_url: final ? files.urlOf(final.file) : null,
    final_thumbnail_url: final?.thumbnailFile ? files.urlOf(final.thumbnailFile) : null,
    duration_seconds: story.scenes.reduce((sum, scene) => sum + scene.durationSeconds, 0),
    error_message: job.errorMessage,
    scenes: story.scenes.map((scene) => sceneView(job, scene, files)),
  }
}
