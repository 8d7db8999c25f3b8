import type { Renderer, Renderers } from '../engine'
import { imageOutput, renderFinalizedDraft, renderMediaJob, videoOutput } from './media'
import { transcriptFor } from './transcript'

const renderRemoveBackground: Renderer<'remove-background'> = async (job, io) => {
  const p = job.params
  const out = io.path('0', 'png')
  const inputFile = io.files.pathOf(p.inputFile)
  const image = await io.media.removeBackground({ inputFile, outFile: out.file })
  return [await imageOutput(job, io, out, image)]
}

const renderCaptions: Renderer<'captions'> = async (job, io) => {
  const p = job.params
  const out = io.path('0', 'mp4')
  const text = transcriptFor(p.durationSeconds, p.language ?? 'auto')
  const inputFile = io.files.pathOf(p.inputFile)
  const video = await io.media.burnCaptions({ inputFile, outFile: out.file, text })
  return [await videoOutput(job, io, 0, out, video)]
}

/** One output per target language, in the order asked, each marked with its `role`. */
const renderDubbing: Renderer<'dubbing'> = async (job, io) => {
  const p = job.params
  const inputFile = io.files.pathOf(p.inputFile)
  const outputs = []
  for (const [index, language] of p.languages.entries()) {
    const out = io.path(String(index), 'mp4')
    const video = await io.media.dubVideo({ inputFile, outFile: out.file, language })
    outputs.push(await videoOutput(job, io, index, out, video, language))
  }
  return outputs
}

/** Renderers of the jobs that edit existing media; extend and finalize render a new video. */
export const EDIT_RENDERERS: Renderers = {
  'remove-background': renderRemoveBackground,
  captions: renderCaptions,
  dubbing: renderDubbing,
  extend: renderMediaJob,
  'finalize-draft': renderFinalizedDraft,
}
