/** Validates the studio's configuration when the server starts, so a bad value fails fast. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { getEnv } = await import('@/lib/config/env')
    const env = getEnv()
    // The studio's start commands hand the signals to the studio (see lib/server/shutdown.ts).
    if (process.env.NEXT_MANUAL_SIG_HANDLE) {
      const { installShutdown } = await import('@/lib/server/shutdown')
      installShutdown(env.STUDIO_SHUTDOWN_GRACE_MS)
    }
  }
}
