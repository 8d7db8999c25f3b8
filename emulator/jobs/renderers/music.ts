import type { JobOutput } from '../../store/types'
import type { Renderer } from '../engine'

/** A music job's params and songs (schemas in store/job-schemas.ts). */
export type { MusicJobParams, SongPlan } from '../../store/job-schemas'

export const COVER_SIZE = 512

/** Renders each song as an MP3 with a square PNG cover (the output's thumbnail). */
export const renderMusicJob: Renderer<'music'> = async (job, io) => {
  const p = job.params
  const mood = [p.style, p.title, job.prompt].filter(Boolean).join(' ')
  const outputs: JobOutput[] = []
  for (const [index, song] of p.songs.entries()) {
    const audio = io.path(`song${index + 1}`, 'mp3')
    const cover = io.path(`song${index + 1}-cover`, 'png')
    const rendered = await io.media.renderMusic({
      prompt: mood,
      durationSeconds: song.seconds,
      instrumental: p.instrumental,
      outFile: audio.file,
      seed: index + 1,
    })
    await io.media.renderImage({
      prompt: `${p.title} ${p.style ?? ''} album cover`,
      width: COVER_SIZE,
      height: COVER_SIZE,
      seed: index + 1,
      outFile: cover.file,
    })
    outputs.push({
      id: String(song.id),
      mediaType: 'audio',
      file: audio.name,
      thumbnailFile: cover.name,
      format: rendered.format,
      fileSize: rendered.fileSize,
      durationSeconds: rendered.durationSeconds,
      role: `song-${index + 1}`,
    })
  }
  return outputs
}
