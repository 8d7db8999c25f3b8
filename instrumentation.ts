/** Validates the studio's configuration when the server starts, so a bad value fails fast. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { getEnv } = await import('@/lib/config/env')
    const env = getEnv()
    // Before any request: the sign-in limits count by each connection's address.
    const { recordPeerAddresses } = await import('@/lib/server/client-address')
    recordPeerAddresses()
    // The studio's start commands hand the signals to the studio (see lib/server/shutdown.ts).
    if (process.env.NEXT_MANUAL_SIG_HANDLE) {
      const { installShutdown } = await import('@/lib/server/shutdown')
      installShutdown(env.STUDIO_SHUTDOWN_GRACE_MS)
    }
    // Bring the workspace's schema up to date now rather than on the first request; a database
    // that is not there yet is tried again by the first request that needs it.
    const { workspaceDatabase } = await import('@/lib/server/workspace/database')
    workspaceDatabase().catch(() => {})
    // Runs go on with every tab closed: this instance's drivers take their turns from the queue.
    const { runsRuntime } = await import('@/lib/server/runs/runtime')
    runsRuntime().catch((error: unknown) =>
      console.warn(`[runs] not started yet: ${error instanceof Error ? error.message : error}`),
    )
  }
}
