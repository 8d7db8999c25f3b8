import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import type { ReactNode } from 'react'
import { Providers } from '@/components/providers'
import { parseTheme, THEME_COOKIE } from '@/lib/theme'
import './globals.css'

export const metadata: Metadata = {
  title: { default: 'Media Studio', template: '%s · Media Studio' },
  description: 'Create images, video, music and speech with the media generation service.',
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Reading the request renders every page per request, which proxy.ts's nonces require. The
  // chosen theme is rendered with the page; without a choice the stylesheet follows the system's
  // (lib/theme.ts).
  const theme = parseTheme((await cookies()).get(THEME_COOKIE)?.value)
  return (
    <html lang="en" className={theme ?? undefined}>
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  )
}
