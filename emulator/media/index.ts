/**
 * Procedural media generators for the service emulator: every function writes a real file a
 * browser can show or play (PNG, H.264/AAC MP4, MP3...), atomically, and rejects with
 * MediaInputError on bad input or MediaProcessingError when ffmpeg fails.
 */
export { renderImage } from './image'
export { renderVideo } from './video'
export { renderThumbnail } from './thumbnail'
export { renderMusic } from './music'
export { renderSpeech } from './speech'
export { removeBackground } from './remove-background'
export { separateStems } from './separate'
export { burnCaptions } from './captions'
export { dubVideo } from './dub'
export { probeMedia } from './probe'
export type { MediaProbe } from './probe'
export { MediaInputError, MediaProcessingError } from './errors'
