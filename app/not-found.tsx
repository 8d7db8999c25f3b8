import type { Metadata } from 'next'
import { Link } from '@/components/ui/link'

export const metadata: Metadata = { title: 'Page not found' }

/** Any unknown path: says so, with a way back into the studio. */
export default function NotFound() {
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div className="w-full max-w-md rounded-xl border border-line bg-surface p-8 text-center shadow-sm">
        <h1 className="text-2xl font-semibold tracking-tight">Page not found</h1>
        <p className="mb-6 mt-1 text-sm text-ink-muted">There is no page at this address.</p>
        <Link href="/create" className="text-sm font-medium text-accent underline">
          Go to the studio
        </Link>
      </div>
    </main>
  )
}
