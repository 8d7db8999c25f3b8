import type { CreateRunBody } from '@/lib/studio-api/run-request'

/** The request last handed over, and the key it went with. */
export interface KeyedRequest {
  request: string
  key: string
}

/**
 * The key a run's request goes with: the same request sent again (its answer lost, a second
 * click) keeps its key, so the studio's server makes one run of it (lib/server/runs/run-store.ts);
 * a request changed since is another run, with a key of its own.
 */
export function keyedRequest(
  last: KeyedRequest | null,
  body: CreateRunBody,
  makeKey: () => string,
): KeyedRequest {
  const { key: _sent, ...request } = body
  const written = JSON.stringify(request)
  return last?.request === written ? last : { request: written, key: makeKey() }
}
