import { Hono } from 'hono'
import { ApiError, apiError } from './http/api-error'
import { cors } from './http/cors'
import { v1Dispatcher } from './http/dispatch'
import type { RouteHandlers } from './http/route-context'
import { serveSignedFile } from './library/serve-signed'
import { SIGNED_ROUTE } from './library/signed-urls'
import { ROUTE_HANDLERS } from './routes'
import { mountPremiumTestHooks } from './routes/premium/test-hooks'
import { mountPublicRoutes } from './routes/public'
import type { Services } from './services'

/** The emulator's HTTP app: CORS, public routes, files, and every /v1 route through one dispatcher. */
export function buildApp(services: Services, handlers: RouteHandlers = ROUTE_HANDLERS): Hono {
  const app = new Hono()
  app.use('*', cors)
  if (services.config.log) {
    app.use('*', async (c, next) => {
      const started = Date.now()
      await next()
      console.log(
        `${c.req.method} ${new URL(c.req.url).pathname} ${c.res.status} ${Date.now() - started}ms`,
      )
    })
  }
  mountPublicRoutes(app, services)
  app.on(['GET', 'HEAD'], '/files/:name', (c) => services.files.serve(c))
  app.on(['GET', 'HEAD'], `${SIGNED_ROUTE}/:name`, (c) => serveSignedFile(c, services))
  app.all('/v1/*', v1Dispatcher(services, handlers))
  app.all('/v1', v1Dispatcher(services, handlers))
  if (services.config.testHooks) mountPremiumTestHooks(app, services)

  app.notFound((c) => c.json(apiError('not_found', 'No such route').body, 404))
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.body, error.status as 400, error.headers)
    console.error('[emulator] unexpected error', error)
    return c.json({ error: 'internal_error', message: 'The emulator hit an unexpected error' }, 500)
  })
  return app
}
