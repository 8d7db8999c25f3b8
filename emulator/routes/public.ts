import type { Hono } from 'hono'
import { buildOpenApiDocument } from '@/lib/api'
import { apiError } from '../http/api-error'
import type { Services } from '../services'
import { llmsTxt } from './llms-txt'

/** The public discovery routes of docs/service-contract.md §1.6 (no key) and the purchase page behind purchase_url. */
export function mountPublicRoutes(app: Hono, services: Services): void {
  const { catalog, publicUrl } = services
  let openapi: string | null = null

  app.get('/health', (c) =>
    c.json({
      status: 'ok',
      service: 'media-generation-emulator',
      version: '1.0.0',
      time: services.now().toISOString(),
    }),
  )
  app.get('/llms.txt', (c) => c.text(llmsTxt(publicUrl)))
  app.get('/docs/models.json', (c) => {
    const models = catalog.models()
    return c.json({ models, total_count: models.length })
  })
  app.get('/docs/models/:file', (c) => {
    const file = c.req.param('file')
    const id = file.endsWith('.json') ? file.slice(0, -'.json'.length) : null
    const entry = id && catalog.isEnabled(id) ? catalog.entry(id) : undefined
    if (!entry) {
      const family = id ? catalog.family(id) : undefined
      throw apiError('model_not_found', `No model '${id ?? file}' in the catalog`, {
        param: 'model_id',
        ...(family
          ? { hint: `'${id}' is a family; its models are ${family.variants.join(', ')}` }
          : {}),
      })
    }
    return c.json(entry.model)
  })
  app.get('/openapi.json', (c) => {
    openapi ??= JSON.stringify(buildOpenApiDocument({ serverUrl: publicUrl }))
    return c.body(openapi, 200, { 'Content-Type': 'application/json' })
  })
  // The studio opens it in a new tab: it says what it is, and that closing it leads back.
  app.get('/billing', (c) =>
    c.html(
      '<!doctype html><html lang="en"><meta charset="utf-8">' +
        '<meta name="viewport" content="width=device-width, initial-scale=1">' +
        '<title>Buy credits</title>' +
        '<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:10vh auto;padding:0 1.5rem;color:#1c1f29;background:#f6f7f9}' +
        'main{background:#fff;border:1px solid #dfe2e8;border-radius:12px;padding:2rem}h1{margin-top:0;font-size:1.5rem}' +
        '@media (prefers-color-scheme:dark){body{color:#eceef3;background:#11131a}main{background:#1c1f29;border-color:#343947}}</style>' +
        '<main><h1>Buy credits</h1>' +
        '<p>This is the service emulator: purchases are not possible here. Demo wallets are reset by deleting the emulator data directory.</p>' +
        '<p>Close this tab to go back to the studio.</p></main></html>',
    ),
  )
}
