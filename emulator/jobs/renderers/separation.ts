import { stat } from 'node:fs/promises'
import type { JobOutput } from '../../store/types'
import type { Renderer } from '../engine'

/** What a separation job needs (schema in store/job-schemas.ts). */
export type { SeparationJobParams } from '../../store/job-schemas'

export const STEM_ROLES = ['vocals', 'instrumental'] as const
export type StemRole = (typeof STEM_ROLES)[number]

/** Splits the input audio into a vocals MP3 and an instrumental MP3 (they add up to the input). */
export const renderSeparationJob: Renderer<'separation'> = async (job, io) => {
  const p = job.params
  const [vocals, instrumental] = STEM_ROLES.map((role) => io.path(role, 'mp3'))
  await io.media.separateStems({
    inputFile: io.files.pathOf(p.inputFile),
    vocalsFile: vocals!.file,
    instrumentalFile: instrumental!.file,
  })
  return Promise.all(
    [vocals!, instrumental!].map(async (stem, i): Promise<JobOutput> => ({
      id: `${job.id}-${STEM_ROLES[i]}`,
      mediaType: 'audio',
      file: stem.name,
      thumbnailFile: null,
      format: 'mp3',
      fileSize: (await stat(stem.file)).size,
      ...(p.durationSeconds ? { durationSeconds: p.durationSeconds } : {}),
      role: STEM_ROLES[i],
    })),
  )
}
