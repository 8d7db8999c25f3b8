import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { Providers } from '@/components/providers'
import { ThemeScript } from '@/components/theme-script'
import './globals.css'

export const metadata: Metadata = {
  title: { default: 'Media Studio', template: '%s · Media Studio' },
  description: 'Create images, video, music and speech with the media generation service.',
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <ThemeScript />
      </head>
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  )
}
