import 'server-only'
import type { DemoAccountName } from '@/lib/session/session-state'

/**
 * The emulator's demo accounts. Their keys stay on the server: the browser only ever names
 * an account, and only while the upstream is the embedded emulator.
 */
export const DEMO_ACCOUNTS: Record<
  DemoAccountName,
  { key: string; label: string; description: string }
> = {
  creator: {
    key: 'sk_live_demo_creator',
    label: 'Creator',
    description: 'Every scope, 5,000 credits',
  },
  team: {
    key: 'sk_live_demo_team',
    label: 'Team member',
    description: 'Shared team wallet and library',
  },
  readonly: {
    key: 'sk_live_demo_readonly',
    label: 'Read-only',
    description: 'History and balance only',
  },
  empty: {
    key: 'sk_live_demo_empty',
    label: 'Empty wallet',
    description: 'Every scope, 0 credits',
  },
}

export function publicDemoAccounts() {
  return Object.entries(DEMO_ACCOUNTS).map(([name, { label, description }]) => ({
    name: name as DemoAccountName,
    label,
    description,
  }))
}
