import type { JobBase, JobOf, JobOutput } from '../../store/types'
import type { RenderIO, Renderer } from '../engine'

/** What a media (image or video) job needs to render (schema in store/job-schemas.ts). */
export type { MediaJobParams } from '../../store/job-schemas'

export const THUMBNAIL_MAX_SIZE = 512

/** Writes the thumbnail of a job's output number `index`; returns its file name. */
export async function thumbnail(io: RenderIO, inputFile: string, index = 0): Promise<string> {
  const thumb = io.path(`${index}-thumb`, 'jpg')
  await io.media.renderThumbnail({ inputFile, outFile: thumb.file, maxSize: THUMBNAIL_MAX_SIZE })
  return thumb.name
}

type RenderedVideo = Awaited<ReturnType<RenderIO['media']['renderVideo']>>

/** The output record of a rendered video file, with its thumbnail. */
export async function videoOutput(
  job: JobBase,
  io: RenderIO,
  index: number,
  out: { name: string; file: string },
  video: RenderedVideo,
  role?: string,
): Promise<JobOutput> {
  return {
    id: `${job.id}-${index}`,
    mediaType: 'video',
    file: out.name,
    thumbnailFile: await thumbnail(io, out.file, index),
    format: video.format,
    fileSize: video.fileSize,
    width: video.width,
    height: video.height,
    durationSeconds: video.durationSeconds,
    ...(role ? { role } : {}),
  }
}

/** The output record of a rendered PNG, with its thumbnail. */
export async function imageOutput(
  job: JobBase,
  io: RenderIO,
  out: { name: string; file: string },
  image: { format: string; fileSize: number; width: number; height: number },
): Promise<JobOutput> {
  return {
    id: `${job.id}-0`,
    mediaType: 'image',
    file: out.name,
    thumbnailFile: await thumbnail(io, out.file),
    format: image.format,
    fileSize: image.fileSize,
    width: image.width,
    height: image.height,
  }
}

/** Renders the image or video of a media job, plus its thumbnail. */
export const renderMediaJob: Renderer<'media' | 'extend'> = (job, io) => renderMedia(job, io, false)

/** A finalized draft: a video of its params' full 1080p size (frames scaled up, see renderVideo). */
export const renderFinalizedDraft: Renderer<'finalize-draft'> = (job, io) =>
  renderMedia(job, io, true)

/** The kinds rendered from media params: a media job, an extension, a finalized draft. */
type MediaLikeJob = JobOf<'media' | 'extend' | 'finalize-draft'>

async function renderMedia(
  job: MediaLikeJob,
  io: RenderIO,
  fullSize: boolean,
): Promise<JobOutput[]> {
  const p = job.params
  const seed = p.seed === undefined ? {} : { seed: p.seed }
  if (p.mediaType === 'image') {
    const out = io.path('0', 'png')
    const image = await io.media.renderImage({
      prompt: job.prompt,
      width: p.width,
      height: p.height,
      outFile: out.file,
      ...seed,
    })
    return [await imageOutput(job, io, out, image)]
  }
  const out = io.path('0', 'mp4')
  const video = await io.media.renderVideo({
    prompt: job.prompt,
    width: p.width,
    height: p.height,
    durationSeconds: p.durationSeconds ?? 5,
    withAudio: p.withAudio ?? false,
    outFile: out.file,
    fullSize,
    ...seed,
  })
  return [await videoOutput(job, io, 0, out, video)]
}
