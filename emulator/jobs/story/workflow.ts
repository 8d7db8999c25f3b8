import { spend } from '../../store/wallets'
import type { JobOf } from '../../store/types'
import { FAIL_MARKER, hasMarker, MARKER_FAILURE_MESSAGE } from '../markers'
import type { MediaJobParams } from '../renderers/media'
import type { Workflow, WorkflowIO } from '../workflow'
import type { SceneRecord, StoryJobParams } from './params'
import { stitchStory } from './stitch'

type StoryJob = JobOf<'story'>

/** Share of one scene's time a story waits in the queue before its first scene starts. */
const QUEUED_SHARE = 0.1

/** A scene rendered like a media job of its own, its files named after the story. */
function sceneJob(job: StoryJob, story: StoryJobParams, scene: SceneRecord): JobOf<'media'> {
  const params: MediaJobParams = {
    mediaType: 'video',
    width: story.width,
    height: story.height,
    durationSeconds: scene.durationSeconds,
    withAudio: story.withAudio,
    seed: scene.index + 1,
  }
  return {
    ...job,
    id: `${job.id}-scene${scene.index}`,
    kind: 'media',
    prompt: scene.prompt,
    params,
  }
}

/** Bills a scene as it starts; false when the owner cannot pay it. */
function billScene(job: StoryJob, scene: SceneRecord, io: WorkflowIO): boolean {
  const user = io.state.users[job.userId]
  if (!user || !spend(io.state, user, scene.cost, io.now()).ok) return false
  scene.creditsDeducted = scene.cost
  io.update({ creditsDeducted: job.creditsDeducted + scene.cost })
  return true
}

/** Fails the story at `scene`: later scenes never start (and are never billed). */
function failAt(job: StoryJob, scene: SceneRecord, io: WorkflowIO, why: string): void {
  const story = job.params
  Object.assign(scene, { status: 'failed', errorMessage: why })
  for (const later of story.scenes.slice(scene.index + 1)) later.status = 'cancelled'
  io.update({
    status: 'failed',
    errorMessage: `Scene ${scene.index + 1} of ${story.scenes.length} failed: ${why}`,
    completedAt: io.now().toISOString(),
  })
}

/**
 * A story job: scenes one after another, each billed as it starts (docs/service-contract.md §3), then the stitched
 * final video as the job's output. A scene that cannot be paid fails the job from there; earlier
 * scenes stay billed. After a restart, finished scenes are kept and billed ones are not billed again.
 */
export const runStory: Workflow<'story'> = async (job, io) => {
  const story = job.params
  const sceneMs = io.scaled(job.estimatedSeconds / Math.max(1, story.scenes.length))
  if (job.status !== 'processing') {
    await io.sleep(sceneMs * QUEUED_SHARE)
    io.update({ status: 'processing', startedAt: io.now().toISOString() })
  }
  for (const scene of story.scenes) {
    if (scene.status === 'completed') continue
    if (scene.creditsDeducted === 0 && !billScene(job, scene, io)) {
      const why = `it costs ${scene.cost} credits, more than the balance; earlier scenes stay billed`
      return failAt(job, scene, io, why)
    }
    scene.status = 'processing'
    io.update({})
    if (hasMarker(scene.prompt, FAIL_MARKER)) {
      await io.sleep(sceneMs)
      return failAt(job, scene, io, MARKER_FAILURE_MESSAGE)
    }
    const [outputs] = await Promise.all([io.render(sceneJob(job, story, scene)), io.sleep(sceneMs)])
    const clip = outputs[0]
    Object.assign(scene, {
      status: 'completed',
      file: clip?.file ?? null,
      thumbnailFile: clip?.thumbnailFile ?? null,
    })
    io.update({})
  }
  const final = await io.inRenderSlot((media) => stitchStory(job, io.files, media))
  io.update({
    outputs: [final],
    status: 'completed',
    cdnReady: true,
    completedAt: io.now().toISOString(),
  })
}
