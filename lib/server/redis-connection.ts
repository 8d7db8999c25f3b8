import 'server-only'
import { createClient } from 'redis'
import { onShutdown } from './shutdown'

const openClient = (url: string, timeoutMs: number) =>
  createClient({
    url,
    socket: {
      connectTimeout: timeoutMs,
      reconnectStrategy: (tries) => Math.min(tries * 200, timeoutMs),
    },
  })
type RedisClient = ReturnType<typeof openClient>

/**
 * One Redis connection, each command bounded in time: while Redis is away the client queues
 * commands, and a request must not wait on that forever. A command that fails or takes longer than
 * `timeoutMs` rejects; the caller says in words what that means for the user.
 */
export interface RedisConnection {
  run<T>(command: (client: RedisClient) => Promise<T>): Promise<T>
}

export function redisConnection(url: string, { timeoutMs = 2000 } = {}): RedisConnection {
  const client = openClient(url, timeoutMs)
  // Errors surface through the commands; without a listener they would crash the process.
  client.on('error', () => undefined)
  onShutdown('redis', () => (client.isOpen ? client.close() : undefined))
  let connecting: Promise<unknown> | undefined
  const ready = async () => {
    // A first connection that failed is tried again by the next command, not remembered as failed.
    connecting ??= client.connect().catch((error: unknown) => {
      connecting = undefined
      throw error
    })
    await connecting
    return client
  }
  return {
    run(command) {
      let timer: NodeJS.Timeout | undefined
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('redis did not answer in time')), timeoutMs)
      })
      return Promise.race([ready().then(command), late]).finally(() => clearTimeout(timer))
    },
  }
}

declare global {
  // One connection per process and URL: the sign-out store and the sign-in limits share it, and
  // Next's two server bundles (App Router, Pages API route) do too.
  var mediaStudioRedis: Map<string, RedisConnection> | undefined
}

export function sharedRedis(url: string): RedisConnection {
  const connections = (globalThis.mediaStudioRedis ??= new Map())
  let connection = connections.get(url)
  if (!connection) connections.set(url, (connection = redisConnection(url)))
  return connection
}
