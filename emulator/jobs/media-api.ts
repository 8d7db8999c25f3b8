/**
 * The media module's agreed API (emulator/media/index.ts, written by the media engineer).
 * Declared here so the job engine depends on the contract, not on the module's internals.
 */
export interface MediaApi {
  renderImage(o: {
    prompt: string
    width: number
    height: number
    seed?: number
    outFile: string
  }): Promise<{
    width: number
    height: number
    format: 'png'
    fileSize: number
  }>
  renderVideo(o: {
    prompt: string
    width: number
    height: number
    durationSeconds: number
    withAudio: boolean
    outFile: string
    seed?: number
  }): Promise<{
    width: number
    height: number
    durationSeconds: number
    format: 'mp4'
    fileSize: number
  }>
  renderThumbnail(o: {
    inputFile: string
    outFile: string
    maxSize: number
  }): Promise<{ width: number; height: number }>
  renderMusic(o: {
    prompt: string
    durationSeconds: number
    instrumental: boolean
    outFile: string
    seed?: number
  }): Promise<{ durationSeconds: number; format: 'mp3'; fileSize: number }>
  renderSpeech(o: { text: string; voice: string; outFile: string }): Promise<{
    durationSeconds: number
    format: 'mp3'
    fileSize: number
  }>
  removeBackground(o: { inputFile: string; outFile: string }): Promise<{
    width: number
    height: number
    format: 'png'
    fileSize: number
  }>
  separateStems(o: {
    inputFile: string
    vocalsFile: string
    instrumentalFile: string
  }): Promise<void>
  burnCaptions(o: { inputFile: string; outFile: string; text: string }): Promise<{
    width: number
    height: number
    durationSeconds: number
    format: 'mp4'
    fileSize: number
  }>
  dubVideo(o: { inputFile: string; outFile: string; language: string }): Promise<{
    width: number
    height: number
    durationSeconds: number
    format: 'mp4'
    fileSize: number
  }>
  probeMedia(file: string): Promise<{
    kind: 'image' | 'video' | 'audio'
    mime: string
    width?: number
    height?: number
    durationSeconds?: number
  }>
}

/** Loads the real media module (lazily, so the server starts even while it warms up). */
export async function loadMediaApi(): Promise<MediaApi> {
  const media: MediaApi = await import('@/emulator/media/index')
  return media
}
