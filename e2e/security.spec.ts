import { expect, test, type APIResponse, type Page } from '@playwright/test'
import { ConnectPage } from './pages/connect-page'
import { GalleryPage } from './pages/gallery-page'
import { StudioShell } from './pages/studio-shell'

// The studio's security rules, checked through a real browser and the production server.

const PAGES = ['/create', '/gallery', '/assets', '/audio', '/story', '/orders', '/models']

/** Collects every CSP violation the page reports, from the DOM event and from the console. */
async function watchCsp(page: Page) {
  const violations: string[] = []
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  page.on('console', (message) => {
    const text = message.text()
    if (/Content Security Policy|CSP violation/i.test(text)) violations.push(text)
  })
  return violations
}

function expectCommonHeaders(response: APIResponse | null, what: string) {
  const headers = response?.headers() ?? {}
  expect(headers['x-content-type-options'], what).toBe('nosniff')
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy'], what).toContain('camera=()')
  expect(headers['x-frame-options'], what).toBe('DENY')
  expect(headers['content-security-policy'], what).toContain("frame-ancestors 'none'")
  expect(headers['content-security-policy'], what).toContain("base-uri 'none'")
  expect(headers['strict-transport-security'], what).toBeUndefined()
}

async function connectedCookie(page: Page) {
  await new ConnectPage(page).goto()
  await new ConnectPage(page).connectDemo('Creator')
  const cookies = await page.context().cookies()
  const session = cookies.find((c) => c.name.endsWith('media_studio_session'))
  expect(session).toBeDefined()
  return `${session!.name}=${session!.value}`
}

test('every page renders and hydrates under the CSP, with no violation', async ({ page }) => {
  test.setTimeout(180_000) // a dozen page loads, each waiting for its client-side balance
  const violations = await watchCsp(page)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await new ConnectPage(page).goto()
  await new ConnectPage(page).connectDemo('Creator')
  const shell = new StudioShell(page)
  for (const path of PAGES) {
    const response = await page.goto(path)
    const csp = response?.headers()['content-security-policy'] ?? ''
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/)
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(csp).toContain("object-src 'none'")
    // Hydrated: the balance comes from a client-side query (slow on a loaded machine).
    await expect(shell.balance()).toHaveText(/[\d,]+ credits/, { timeout: 30_000 })
  }
  // Media from the upstream's origin (images in the gallery) loads under img-src.
  const gallery = new GalleryPage(page)
  await gallery.goto()
  const loadedImages = () =>
    page.evaluate(() => [...document.images].filter((i) => i.complete && i.naturalWidth > 0).length)
  await expect.poll(loadedImages, { timeout: 30_000 }).toBeGreaterThan(0)
  // A video plays from the same origin under media-src (filtered: by now the suite has made more
  // generations than one page of the history holds).
  await gallery.goto('?type=text-to-video&model=veo3-1-fast-text-to-video')
  await gallery.open('Drone shot over a misty pine forest at sunrise')
  const videoReady = () => page.evaluate(() => document.querySelector('video')?.readyState ?? 0)
  await expect.poll(videoReady, { timeout: 30_000 }).toBeGreaterThan(0)
  await page.goto('/connect')
  expect(violations).toEqual([])
  expect(errors).toEqual([])
})

test('headers on pages, API answers and static files; a fresh nonce per page', async ({
  page,
  request,
}) => {
  const cookie = await connectedCookie(page)
  const first = await request.get('/create', { headers: { cookie } })
  const second = await request.get('/create', { headers: { cookie } })
  expectCommonHeaders(first, 'page')
  const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1]
  const nonce = nonceOf(first.headers()['content-security-policy']!)
  expect(nonce).toBeTruthy()
  expect(nonceOf(second.headers()['content-security-policy']!)).not.toBe(nonce)
  const html = await first.text()
  // Every script of the page carries this response's nonce.
  const scripts = html.match(/<script\b[^>]*>/g) ?? []
  expect(scripts.length).toBeGreaterThan(0)
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)

  expectCommonHeaders(await request.get('/api/session'), 'api')
  expectCommonHeaders(await request.get('/api/v1/models', { headers: { cookie } }), 'api proxy')
  const asset = /\/_next\/static\/[^"]+\.js/.exec(html)?.[0]
  expect(asset).toBeTruthy()
  expectCommonHeaders(await request.get(asset!), 'static')
  expectCommonHeaders(await request.get('/robots.txt'), 'public file')
  // The streamed upload route is a Pages API route, answered outside the App Router.
  expectCommonHeaders(await request.post('/api/v1/upload/media', { data: 'x' }), 'upload route')

  const overHttps = await request.get('/api/session', { headers: { 'x-forwarded-proto': 'https' } })
  expect(overHttps.headers()['strict-transport-security']).toMatch(/max-age=\d+/)
})

/**
 * Frames the studio's connect page (it shows without a session, and the session cookie is not
 * sent to a cross-site frame anyway) from a page of another origin, once its load has ended. With
 * `stripFramingHeaders`, the browser gets the page without X-Frame-Options and frame-ancestors:
 * what the check below sees when the studio stops sending them.
 */
async function frameConnectPage(page: Page, baseURL: string, stripFramingHeaders = false) {
  const framed = new URL('/connect', baseURL).href
  if (stripFramingHeaders) {
    await page.route(framed, async (route) => {
      const response = await route.fetch()
      const headers = { ...response.headers() }
      delete headers['x-frame-options']
      headers['content-security-policy'] = (headers['content-security-policy'] ?? '').replace(
        /frame-ancestors[^;]*;?/,
        '',
      )
      await route.fulfill({ response, headers })
    })
  }
  // about:blank has no CSP of its own that could block the frame before the studio's headers do.
  await page.goto('about:blank')
  await page.setContent(`<iframe title="framed" src="${framed}"></iframe>`, { waitUntil: 'load' })
  expect(page.frames()).toHaveLength(2)
  return { framed, frame: page.frameLocator('iframe[title="framed"]') }
}

test('a page on another origin cannot frame the studio', async ({ page, context, baseURL }) => {
  // The control: without the headers the framed page shows, so the check below can fail.
  const control = await context.newPage()
  const open = await frameConnectPage(control, baseURL!, true)
  await expect(open.frame.getByRole('heading', { name: 'Media Studio' })).toBeVisible()
  await expect(open.frame.getByRole('button', { name: 'Connect', exact: true })).toBeVisible()
  await control.close()

  const { framed, frame } = await frameConnectPage(page, baseURL!)
  // Refused by the browser: the frame holds its error page, not the studio.
  expect(page.frames()[1]!.url()).not.toBe(framed)
  await expect(frame.getByRole('heading', { name: 'Media Studio' })).toHaveCount(0)
  await expect(frame.getByRole('button', { name: 'Connect', exact: true })).toHaveCount(0)
})

test('uploads on any other spelling of the route are refused unread', async ({ page, request }) => {
  const cookie = await connectedCookie(page)
  const body = Buffer.alloc(4 * 1024 * 1024, 1)
  const headers = { cookie, 'content-type': 'multipart/form-data; boundary=x' }
  for (const path of [
    '/api/v1/upload/%6dedia',
    '/api/v1/upload/MEDIA',
    '/api/v1//upload/media',
    '/api/v1/upload/media/',
    '/api//v1/upload/media',
  ]) {
    const response = await request.post(path, { headers, data: body, maxRedirects: 0 })
    const answer = await response.text()
    // The proxy refuses every other spelling unread (404 not_found, the connection closed); a
    // spelling that decodes to the upload route is told the one it accepts. Next redirects some
    // spellings to the exact one (308).
    if (response.status() === 308) {
      expect(response.headers()['location']).toMatch(/^\/api\/v1\/upload\/media(\?|$)/)
      continue
    }
    expect(response.status(), `${path}: ${answer}`).toBe(404)
    expect(JSON.parse(answer)).toMatchObject({ error: 'not_found' })
    if (path.includes('%6d')) expect(answer).toContain('/api/v1/upload/media only')
  }
})

test('writes are checked against the configured public origin, not the Host', async ({
  page,
  request,
}) => {
  const cookie = await connectedCookie(page)
  const forged = await request.post('/api/v1/assets', {
    headers: {
      cookie,
      origin: 'http://evil.example:3411',
      host: 'evil.example:3411',
      'x-forwarded-host': 'evil.example:3411',
    },
    data: { url: 'http://127.0.0.1/x.png', name: 'x' },
  })
  expect(forged.status()).toBe(403)
  expect(await forged.json()).toMatchObject({ error: 'cross_site_request' })
})

test('sign-out ends every copy of the session cookie', async ({ page, request }) => {
  const cookie = await connectedCookie(page)
  const copied = await request.get('/api/v1/balance', { headers: { cookie } })
  expect(copied.status()).toBe(200)
  await new StudioShell(page).signOut()
  const after = await request.get('/api/v1/balance', { headers: { cookie } })
  expect(after.status()).toBe(401)
  expect((await request.get('/api/session', { headers: { cookie } })).ok()).toBe(true)
  const state = await (await request.get('/api/session', { headers: { cookie } })).json()
  expect(state).toMatchObject({ connected: false })
})
