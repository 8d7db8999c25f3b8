import 'server-only'
import { RateLimitBody } from '@/lib/api/common'
import { getEnv } from '@/lib/config/env'
import type { DemoAccountName } from '@/lib/session/schema'
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

  const { status, body } = await upstreamJson('/v1/balance', apiKey)
  if (status === 401) {
    throw new StudioError(
      401,
      'invalid_key',
      'That key is not valid. Check it in your account settings and paste it again.',
    )
  }
  // A key without read:balance still connects; the balance is shown as unavailable.
  if (status === 403) return { apiKey, demo, balanceAvailable: false }
  if (status >= 200 && status < 300) return { apiKey, demo, balanceAvailable: true }
  if (status === 429) {
    const wait = RateLimitBody.safeParse(body)
    const seconds = wait.success ? wait.data.reset_after : null
    throw new StudioError(
      429,
      'rate_limit_exceeded',
      `The media service is busy for this key${seconds ? `: try again in ${seconds} s` : ': try again in a minute'}.`,
    )
  }
  throw new StudioError(
    502,
    'upstream_error',
    `The media service answered ${status} while checking the key.`,
  )
}
