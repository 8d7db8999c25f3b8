/** Validates the studio's configuration when the server starts, so a bad value fails fast. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { getEnv } = await import('@/lib/config/env')
    getEnv()
    // Bring the workspace's schema up to date now rather than on the first request; a database
    // that is not there yet is tried again by the first request that needs it.
    const { workspaceDatabase } = await import('@/lib/server/workspace/database')
    workspaceDatabase().catch(() => {})
  }
}
