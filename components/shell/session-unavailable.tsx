'use client'

import { Button } from '@/components/ui/button'

/**
 * Shown instead of a page when the studio cannot tell whether the visitor is signed in (its
 * session store is not answering): the reason in words and a way to try again, never a bare 500.
 */
export function SessionUnavailable({ message }: { message: string }) {
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div
        role="alert"
        className="w-full max-w-md rounded-xl border border-line bg-surface p-8 shadow-sm"
      >
        <h1 className="text-2xl font-semibold tracking-tight">The studio is not ready</h1>
        <p className="mb-6 mt-2 text-sm text-ink-muted">{message}</p>
        {/* The whole page is asked for again, its session check included. */}
        <Button onClick={() => window.location.reload()}>Try again</Button>
      </div>
    </main>
  )
}
