import { NextResponse, type NextRequest } from 'next/server'
import { getEnv } from '@/lib/config/env'
import { makeNonce, pageCsp } from '@/lib/config/security-headers'

/**
 * Next 16's proxy (formerly middleware): gives every page a fresh CSP nonce. Next reads the
 * nonce from the request's Content-Security-Policy header and puts it on its own scripts, the
 * only scripts a page has. The other security headers, and the CSP of
 * non-documents (/api, static files), come from next.config.ts for every response.
 */
export function proxy(request: NextRequest) {
  const nonce = makeNonce()
  const forwardedProto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim()
  const csp = pageCsp({
    nonce,
    mediaOrigins: getEnv().mediaOrigins,
    dev: process.env.NODE_ENV === 'development',
    secure: (forwardedProto ?? request.nextUrl.protocol.replace(':', '')) === 'https',
  })
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('content-security-policy', csp)
  const response = NextResponse.next({ request: { headers: requestHeaders } })
  response.headers.set('content-security-policy', csp)
  return response
}

export const config = {
  // Pages only: /api answers and static files get their fixed headers from next.config.ts, and
  // the proxy stays off the hot API path.
  matcher: ['/((?!api/|_next/static/|_next/image|favicon.ico|robots.txt).*)'],
}
