import 'server-only'
import { routePath } from '@/lib/api/routes'
import { Balance } from '@/lib/api/balance'
import { DetailBody, RateLimitBody } from '@/lib/api/common'
import { getEnv } from '@/lib/config/env'
import { API_KEY_SHAPE } from '@/lib/session/schema'
import type { DemoAccountName } from '@/lib/session/session-state'
import { DEMO_ACCOUNTS } from './demo-accounts'
import { StudioError } from './studio-error'
import { upstreamJson } from './upstream'

export interface ConnectResult {
  apiKey: string
  demo?: DemoAccountName
  balanceAvailable: boolean
}

/** Resolves what the connect form sent to a key, and checks it with `GET /v1/balance`. */
export async function verifyKey(
  input: { apiKey: string } | { demo: DemoAccountName },
): Promise<ConnectResult> {
  let apiKey: string
  let demo: DemoAccountName | undefined
  if ('demo' in input) {
    if (!getEnv().embeddedEmulator) {
      throw new StudioError(
        400,
        'demo_unavailable',
        'Demo accounts exist only on the embedded emulator.',
      )
    }
    demo = input.demo
    apiKey = DEMO_ACCOUNTS[demo].key
  } else {
    apiKey = input.apiKey
  }
  // A header cannot carry anything else; checked here too, as every caller must.
  if (!API_KEY_SHAPE.test(apiKey)) {
    throw new StudioError(
      400,
      'invalid_request',
      'An API key has only plain letters, digits and symbols (no accents or other scripts).',
    )
  }

  const { status, body } = await upstreamJson(routePath('v1_balance_get'), apiKey)
  if (status === 401) {
    throw new StudioError(
      401,
      'invalid_key',
      'That key is not valid. Check it in your account settings and paste it again.',
    )
  }
  // Only the service's own answers connect a key (docs/service-contract.md §2.9, §5.5): a page
  // from something else in between (a login wall, a proxy's error page) proves nothing.
  // A key without read:balance still connects; the balance is shown as unavailable.
  if (status === 403 && DetailBody.safeParse(body).success) {
    return { apiKey, demo, balanceAvailable: false }
  }
  if (status === 200 && Balance.safeParse(body).success) {
    return { apiKey, demo, balanceAvailable: true }
  }
  if (status === 429) {
    const wait = RateLimitBody.safeParse(body)
    const seconds = wait.success ? wait.data.reset_after : null
    throw new StudioError(
      429,
      'rate_limit_exceeded',
      `The media service is busy for this key${seconds ? `: try again in ${seconds} s` : ': try again in a minute'}.`,
    )
  }
  if (status === 200 || status === 403) {
    throw new StudioError(
      502,
      'upstream_error',
      'The media service gave an answer the studio could not read while checking the key. Try again, or check the service address.',
    )
  }
  throw new StudioError(
    502,
    'upstream_error',
    `The media service answered ${status} while checking the key.`,
  )
}
