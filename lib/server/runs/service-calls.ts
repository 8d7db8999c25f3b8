import 'server-only'
import { Balance } from '@/lib/api/balance'
import { GENERATIONS_LIST_MAX_LIMIT } from '@/lib/api/decisions'
import { GenerationsListResponse, type GenerationStatus } from '@/lib/api/generations'
import { ModelsListResponse, type Model } from '@/lib/api/models'
import { routePath } from '@/lib/api/routes'
import { getEnv } from '@/lib/config/env'
import type { PostAnswer } from '@/lib/jobs/paid-start'
import { isStudioError } from '../studio-error'
import { callUpstream, readBody } from '../upstream'

/**
 * What a run's driver asks of the service, with the run's own key, through the one upstream
 * client (lib/server/upstream.ts): a start (its answer as the paid-start rule reads it), the
 * history, one job's status. A read that fails answers null: the driver reads again later.
 */
export interface ServiceCalls {
  start(apiKey: string, path: string, body: unknown): Promise<PostAnswer>
  history(apiKey: string): Promise<GenerationStatus[] | null>
  /** One job's status (the body of a 200), on the path of its kind's status route. */
  status(apiKey: string, path: string): Promise<unknown>
}

const MAX_ANSWER_BYTES = 4 * 1024 * 1024

async function exchange(
  apiKey: string,
  pathAndQuery: string,
  post?: unknown,
): Promise<{ status: number; body: unknown; retryAfter: number | null; rateLimit: number | null }> {
  const env = getEnv()
  const answer = await callUpstream({
    pathAndQuery,
    apiKey,
    ...(post === undefined
      ? { headers: { accept: 'application/json' } }
      : {
          method: 'POST',
          headers: { accept: 'application/json', 'content-type': 'application/json' },
          body: JSON.stringify(post),
        }),
    answerTimeoutMs: env.STUDIO_UPSTREAM_TIMEOUT_MS,
  })
  const raw = await readBody(answer.body, MAX_ANSWER_BYTES, env.STUDIO_UPSTREAM_IDLE_TIMEOUT_MS)
  let body: unknown = null
  try {
    body = JSON.parse(raw.toString('utf8'))
  } catch {
    // not JSON: the status decides
  }
  const whole = (name: string) => {
    const header = answer.headers[name]
    return typeof header === 'string' && /^\d+$/.test(header) ? Number(header) : null
  }
  return {
    status: answer.status,
    body,
    retryAfter: whole('retry-after'),
    rateLimit: whole('x-ratelimit-limit'),
  }
}

export const serviceCalls: ServiceCalls = {
  async start(apiKey, path, body) {
    try {
      const { status, body: answer, retryAfter, rateLimit } = await exchange(apiKey, path, body)
      return { status, body: answer, retryAfterSeconds: retryAfter, rateLimit }
    } catch (error) {
      // Never connected: the service did not see it. Anything else (a timeout, a dropped
      // answer) may have made a job.
      const neverSent = isStudioError(error) && (error as { neverSent?: boolean }).neverSent
      return { failure: neverSent ? 'not_sent' : 'lost' }
    }
  },
  async history(apiKey) {
    const query = new URLSearchParams({ limit: String(GENERATIONS_LIST_MAX_LIMIT) })
    try {
      const { status, body } = await exchange(
        apiKey,
        `${routePath('v1_generations_list')}?${query}`,
      )
      const parsed = status === 200 ? GenerationsListResponse.safeParse(body) : null
      return parsed?.success ? parsed.data.generations : null
    } catch {
      return null
    }
  },
  async status(apiKey, path) {
    try {
      const { status, body } = await exchange(apiKey, path)
      return status === 200 ? body : null
    } catch {
      return null
    }
  },
}

/** The catalog, read with the key (null when it cannot be read). */
export async function readCatalog(apiKey: string): Promise<Model[] | null> {
  try {
    const { status, body } = await exchange(apiKey, routePath('v1_models_list'))
    const parsed = status === 200 ? ModelsListResponse.safeParse(body) : null
    return parsed?.success ? parsed.data.models : null
  } catch {
    return null
  }
}

/** The balance, read with the key (null when it cannot be read: no read:balance, the service down). */
export async function readBalance(apiKey: string): Promise<Balance | null> {
  try {
    const { status, body } = await exchange(apiKey, routePath('v1_balance_get'))
    const parsed = status === 200 ? Balance.safeParse(body) : null
    return parsed?.success ? parsed.data : null
  } catch {
    return null
  }
}
