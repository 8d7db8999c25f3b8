import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { ConnectForm } from '@/components/account/connect-form'
import { getEnv } from '@/lib/config/env'
import { getCurrentSession } from '@/lib/server/current-session'
import { publicDemoAccounts } from '@/lib/server/demo-accounts'

export const metadata: Metadata = { title: 'Connect' }
export const dynamic = 'force-dynamic'

export default async function ConnectPage() {
  if (await getCurrentSession()) redirect('/create')
  const demoAccounts = getEnv().embeddedEmulator ? publicDemoAccounts() : []
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div className="w-full max-w-md rounded-xl border border-line bg-surface p-8 shadow-sm">
        <h1 className="text-2xl font-semibold tracking-tight">Media Studio</h1>
        <p className="mb-6 mt-1 text-sm text-ink-muted">
          Connect your API key to create images, video, music and speech.
        </p>
        <ConnectForm demoAccounts={demoAccounts} />
      </div>
    </main>
  )
}
