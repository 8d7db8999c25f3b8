import 'server-only'
import { Balance } from '@/lib/api/balance'
import { routePath } from '@/lib/api/routes'
import { upstreamJson } from '../upstream'

/** The team the service names for a key, or why it is not known. */
export type TeamLookup = { team: string | null; known: boolean }

/**
 * The team a key belongs to, as the service's balance names it (docs/service-contract.md §2.9),
 * read on the server with the session's own key: the browser never says which team it is in.
 * A balance that cannot be read (no read:balance scope, the service down) names no team, and
 * says it is not known, so the page can tell the difference.
 */
export async function teamOfKey(apiKey: string): Promise<TeamLookup> {
  try {
    const { status, body } = await upstreamJson(routePath('v1_balance_get'), apiKey)
    const balance = status === 200 ? Balance.safeParse(body) : null
    if (!balance?.success) return { team: null, known: false }
    return { team: balance.data.team?.team_id || null, known: true }
  } catch {
    return { team: null, known: false }
  }
}
