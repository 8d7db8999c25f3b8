import type { Metadata } from 'next'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { Providers } from '@/components/providers'
import { ThemeScript } from '@/components/theme-script'
import './globals.css'

export const metadata: Metadata = {
  title: { default: 'Media Studio', template: '%s · Media Studio' },
  description: 'Create images, video, music and speech with the media generation service.',
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Set by proxy.ts; reading it also renders every page per request, which nonces require.
  const nonce = (await headers()).get('x-nonce') ?? undefined
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <ThemeScript nonce={nonce} />
      </head>
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  )
}
