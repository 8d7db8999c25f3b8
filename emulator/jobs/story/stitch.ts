import type { FileStore } from '../../files'
import type { JobOf, JobOutput } from '../../store/types'
import type { MediaApi } from '../media-api'
import { THUMBNAIL_MAX_SIZE } from '../renderers/media'
import { concatVideos } from './concat'

/** The final video of a story: its scenes joined in order, with a thumbnail. */
export async function stitchStory(
  job: JobOf<'story'>,
  files: FileStore,
  media: MediaApi,
): Promise<JobOutput> {
  const story = job.params
  const out = `${job.id}-final.mp4`
  const thumbnail = `${job.id}-final-thumb.jpg`
  const clips = story.scenes.map((scene) => files.pathOf(scene.file ?? ''))
  const totalSeconds = story.scenes.reduce((sum, scene) => sum + scene.durationSeconds, 0)
  const fileSize = await concatVideos(clips, files.pathOf(out), totalSeconds)
  const video = await media.probeMedia(files.pathOf(out))
  await media.renderThumbnail({
    inputFile: files.pathOf(out),
    outFile: files.pathOf(thumbnail),
    maxSize: THUMBNAIL_MAX_SIZE,
  })
  return {
    id: `${job.id}-final`,
    mediaType: 'video',
    file: out,
    thumbnailFile: thumbnail,
    format: 'mp4',
    fileSize,
    ...(video.width ? { width: video.width, height: video.height } : {}),
    durationSeconds: video.durationSeconds ?? totalSeconds,
  }
}
