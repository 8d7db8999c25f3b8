import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import type { ReactNode } from 'react'
import { Providers } from '@/components/providers'
import { parseTheme, THEME_COOKIE } from '@/lib/theme'
import localFont from 'next/font/local'
import './globals.css'

// One typeface, served with the page and in place before its first layout: no layout waits on
// the system's font lookups and no glyph falls back to another font (docs/performance.md, "One
// typeface, drawn before the first layout"). `optional`: a page whose font is late keeps the
// system's font for that visit rather than shifting when it arrives.
const geist = localFont({
  src: '../node_modules/@fontsource-variable/geist/files/geist-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'optional',
  variable: '--font-geist',
  adjustFontFallback: false,
})
// Its accented letters beyond Western European ones ("Māori" among the dub languages): fetched
// only by a page that shows one, so not preloaded. The range is the package's (unicode.json).
const geistExtended = localFont({
  src: '../node_modules/@fontsource-variable/geist/files/geist-latin-ext-wght-normal.woff2',
  weight: '100 900',
  display: 'optional',
  variable: '--font-geist-extended',
  adjustFontFallback: false,
  preload: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
    },
  ],
})

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
    <html lang="en" className={`${geist.variable} ${geistExtended.variable} ${theme ?? ''}`}>
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  )
}
