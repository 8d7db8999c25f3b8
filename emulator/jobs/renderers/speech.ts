import type { Renderer } from '../engine'

/** What a dialogue job needs: the text without audio tags and the voice. */
export interface SpeechJobParams {
  text: string
  voice: string
}

/** Renders single-voice speech (tracked on the media status route). */
export const renderSpeechJob: Renderer = async (job, io) => {
  const p = job.params as unknown as SpeechJobParams
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
