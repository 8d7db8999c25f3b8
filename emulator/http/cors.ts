import type { MiddlewareHandler } from 'hono'

const ALLOWED_HEADERS = 'Authorization, X-API-Key, Content-Type, Accept'
const EXPOSED_HEADERS =
  'Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Content-Length, Content-Range, Accept-Ranges'

/** Permissive CORS on every response, errors included, and OPTIONS preflight (docs/service-contract.md §1.5). */
export const cors: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'OPTIONS') {
    return new Response(null, {
      status: 204,
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, HEAD, POST, PATCH, DELETE, OPTIONS',
        'Access-Control-Allow-Headers':
          c.req.header('access-control-request-headers') || ALLOWED_HEADERS,
        'Access-Control-Max-Age': '600',
        Vary: 'Access-Control-Request-Headers',
      },
    })
  }
  await next()
  c.res.headers.set('Access-Control-Allow-Origin', '*')
  c.res.headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS)
}
