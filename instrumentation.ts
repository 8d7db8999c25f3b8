/** Validates the studio's configuration when the server starts, so a bad value fails fast. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { getEnv } = await import('@/lib/config/env')
    getEnv()
  }
}
