import { expect, type APIRequestContext } from '@playwright/test'

/**
 * The gallery path of a finished song of the signed-in demo account. The seed's songs render
 * after its orders: on a fresh emulator this waits for one.
 */
export async function seededSongDetail(request: APIRequestContext): Promise<string> {
  let detail = ''
  await expect
    .poll(
      async () => {
        const songs = await request.get(
          '/api/v1/generations?status=completed&generation_type=text-to-music',
        )
        const body = songs.ok() ? ((await songs.json()) as { generations: { id: string }[] }) : null
        detail = body?.generations[0] ? `/gallery?view=${body.generations[0].id}` : ''
        return detail
      },
      { timeout: 120_000, intervals: [2000] },
    )
    .not.toBe('')
  return detail
}
