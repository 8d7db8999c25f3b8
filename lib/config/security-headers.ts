/**
 * The studio's security headers, shared by `next.config.ts` (every response) and `proxy.ts`
 * (the per-request CSP of pages). Pure: no server-only imports, so next.config can load it.
 */

interface HeaderPair {
  key: string
  value: string
}

/** Sent on every response: pages, /api/*, static files. */
export const COMMON_SECURITY_HEADERS: readonly HeaderPair[] = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value:
      'camera=(), microphone=(self), geolocation=(), payment=(), usb=(), serial=(), hid=(), browsing-topics=()',
  },
  // For browsers without CSP frame-ancestors.
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
]

/** Only over https (behind a proxy: X-Forwarded-Proto), as browsers ignore it over http anyway. */
export const HSTS_HEADER: HeaderPair = {
  key: 'Strict-Transport-Security',
  value: 'max-age=63072000; includeSubDomains',
}

/** JSON answers and static files are never documents: they may load and run nothing. */
export const NON_DOCUMENT_CSP =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

interface PageCspOptions {
  nonce: string
  /** Origins the upstream hands media out on (images, video, audio, downloads). */
  mediaOrigins: readonly string[]
  /** `next dev` needs eval for its refresh runtime and a websocket for HMR. */
  dev?: boolean
  secure?: boolean
}

/**
 * The CSP of a page. Scripts run only with this response's nonce (Next puts it on its own
 * scripts; 'strict-dynamic' lets them load their chunks). Styles allow inline: React style
 * attributes, Next's style tags and wavesurfer's shadow-DOM style cannot carry a nonce, and
 * inline CSS cannot run code.
 *
 * Images and media load only from the studio, local files (blob:, data:) and the origins the
 * service hands media out on, never from any https: host: a source URL pasted or brought by a link
 * is shown as a named link and read by the service, so no page loads an address a link chose (no
 * beacon to a third party, nothing for the CSP to block). connect-src adds nothing beyond those
 * media origins: the browser fetches no URL from the web.
 */
export function pageCsp({ nonce, mediaOrigins, dev = false, secure = false }: PageCspOptions) {
  const media = mediaOrigins.join(' ')
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' blob: data: ${media}`,
    `media-src 'self' blob: ${media}`,
    `connect-src 'self' ${media}${dev ? ' ws: wss:' : ''}`,
    "font-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
  ]
  if (secure) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

/** A nonce of 128 random bits, base64 (Web Crypto: proxy.ts may run on any runtime). */
export function makeNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}
