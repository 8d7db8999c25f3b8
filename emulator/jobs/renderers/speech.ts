import type { Renderer } from '../engine'

/** What a dialogue job needs (schema in store/job-schemas.ts). */
export type { SpeechJobParams } from '../../store/job-schemas'

/** Renders single-voice speech (tracked on the media status route). */
export const renderSpeechJob: Renderer<'dialogue'> = async (job, io) => {
  const p = job.params
  const out = io.path('0', 'mp3')
  const speech = await io.media.renderSpeech({ text: p.text, voice: p.voice, outFile: out.file })
  return [
    {
      id: `${job.id}-0`,
      mediaType: 'audio',
      file: out.name,
      thumbnailFile: null,
      format: speech.format,
      fileSize: speech.fileSize,
      durationSeconds: speech.durationSeconds,
    },
  ]
}
