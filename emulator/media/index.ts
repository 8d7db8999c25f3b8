/**
 * Procedural media generators for the service emulator: every function writes a real file a
 * browser can show or play (PNG, H.264/AAC MP4, MP3...), atomically, and rejects with
 * MediaInputError on bad input or MediaProcessingError when ffmpeg fails.
 */
export { renderImage, MAX_IMAGE_SIDE } from './image'
export type { RenderImageOptions, RenderedImage } from './image'
export { renderVideo, MAX_VIDEO_SECONDS, VIDEO_MAX_LONG_SIDE } from './video'
export type { RenderVideoOptions, RenderedVideo } from './video'
export { renderThumbnail } from './thumbnail'
export { renderMusic, MAX_MUSIC_SECONDS } from './music'
export type { RenderMusicOptions } from './music'
export { renderSpeech, MAX_SPEECH_CHARACTERS } from './speech'
export type { RenderSpeechOptions } from './speech'
export { removeBackground } from './remove-background'
export { separateStems } from './separate'
export { burnCaptions, CAPTIONED_MAX_LONG_SIDE } from './captions'
export { dubVideo, DUBBED_MAX_LONG_SIDE } from './dub'
export { probeMedia } from './probe'
export type { MediaProbe } from './probe'
export { MediaInputError, MediaProcessingError } from './errors'
