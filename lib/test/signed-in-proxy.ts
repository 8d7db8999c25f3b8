import { afterAll, beforeAll, beforeEach } from 'vitest'
import { startProxyStudio } from './relay-studio'
import { startRecordingUpstream, type RecordedRequest, type Reply } from './recording-upstream'

type Recorder = Awaited<ReturnType<typeof startRecordingUpstream>>
type Studio = Awaited<ReturnType<typeof startProxyStudio>>

/**
 * The proxy's tests' common ground: the studio's proxy in front of a recording fake service, and
 * a sealed session for `key` to call it with. Registers the suite's hooks; each test starts with
 * the service answering 200 and nothing recorded. `reply` is what the service does with the
 * next requests; `env` sets the studio's bounds (timeouts, pool) before it starts.
 */
export function signedInProxy({ key, env = {} }: { key: string; env?: Record<string, string> }) {
  const proxy = {
    upstream: undefined as unknown as Recorder,
    studio: undefined as unknown as Studio,
    cookie: '',
    /** The service's host, as the studio names it in the requests it sends. */
    host: '',
    reply: (() => ({ status: 200 })) as (request: Omit<RecordedRequest, 'body'>) => Reply,
  }
  beforeAll(async () => {
    proxy.upstream = await startRecordingUpstream((request) => proxy.reply(request))
    proxy.host = new URL(proxy.upstream.url).host
    Object.assign(process.env, {
      STUDIO_UPSTREAM_URL: proxy.upstream.url,
      SESSION_SECRET: 's'.repeat(40),
      ...env,
    })
    proxy.studio = await startProxyStudio()
    const { sealSession, newSession } = await import('@/lib/server/session')
    proxy.cookie = `media_studio_session=${await sealSession(newSession(key))}`
  })
  afterAll(async () => {
    await proxy.studio.close()
    await proxy.upstream.close()
  })
  beforeEach(() => {
    proxy.reply = () => ({ status: 200 })
    proxy.upstream.requests.length = 0
    proxy.upstream.heads.length = 0
  })
  return proxy
}
