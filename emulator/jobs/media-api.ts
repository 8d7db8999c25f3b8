/** The media module as the job engine sees it; loaded lazily so start-up stays fast. */
export type MediaApi = typeof import('@/emulator/media/index')

export async function loadMediaApi(): Promise<MediaApi> {
  return import('@/emulator/media/index')
}
