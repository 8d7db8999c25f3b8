import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { ConnectScreen } from '@/features/account/connect-screen'
import { SessionUnavailable } from '@/components/shell/session-unavailable'
import { Alert } from '@/components/ui/alert'
import { getEnv } from '@/lib/config/env'
import { getCurrentSession } from '@/lib/server/current-session'
import { publicDemoAccounts } from '@/lib/server/demo-accounts'
import { homeOf, keyPermissionsOf } from '@/lib/server/key-permissions'

export const metadata: Metadata = { title: 'Connect' }
export const dynamic = 'force-dynamic'

/** The sign-out button lands here with this mark when the sign-out could not be recorded. */
const UNRECORDED_SIGN_OUT = 'signout-not-recorded'

export default async function ConnectPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const current = await getCurrentSession()
  if (current.state === 'unavailable') return <SessionUnavailable message={current.message} />
  if (current.state === 'connected') {
    redirect(homeOf(await keyPermissionsOf(current.session.apiKey)))
  }
  const unrecorded = (await searchParams).notice === UNRECORDED_SIGN_OUT
  const demoAccounts = getEnv().embeddedEmulator ? publicDemoAccounts() : []
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div className="w-full max-w-md rounded-xl border border-line bg-surface p-8 shadow-sm">
        <h1 className="text-2xl font-semibold tracking-tight">Media Studio</h1>
        <p className="mb-6 mt-1 text-sm text-ink-muted">
          Connect your API key to create images, video, music and speech.
        </p>
        {unrecorded && (
          <div className="mb-6">
            <Alert tone="info">
              You are signed out on this browser, but the studio could not record the sign-out: a
              copy of that session elsewhere keeps working until it goes unused for an hour.
            </Alert>
          </div>
        )}
        <ConnectScreen demoAccounts={demoAccounts} />
      </div>
    </main>
  )
}
