'use client'

// First, before any schema is built: how zod parses in the browser (no JIT, no cycle walks).
import '@/lib/config/zod-browser'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { OnePlayer } from '@/components/media/one-player'
import { shouldRetryQuery, retryDelay } from '@/lib/queries/retry'

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { staleTime: 30_000, retry: shouldRetryQuery, retryDelay },
          // A POST may have spent credits: never retried automatically.
          mutations: { retry: false },
        },
      }),
  )
  return (
    <QueryClientProvider client={client}>
      <OnePlayer />
      {children}
    </QueryClientProvider>
  )
}
