import { expect, test } from '@playwright/test'

// The pages whose main content is one service read (the catalog on Models and Create, the history
// on the gallery) have it in the page as served: read on the server with the page
// (lib/server/first-reads.ts), it shows before the studio's scripts have run. Checked with those
// scripts refused: what shows then is the served HTML (with Next's inline scripts, which reveal
// streamed parts). Create's form itself is never in it: it loads once the page is live.
test('Models, Create and the gallery show their content before the scripts run', async ({
  browser,
  page,
}) => {
  expect((await page.request.post('/api/session', { data: { demo: 'creator' } })).ok()).toBe(true)
  const context = await browser.newContext({ storageState: await page.context().storageState() })
  await context.route(/\/_next\/static\/.*\.js(\?|$)/, (route) => route.abort())
  try {
    const served = await context.newPage()
    await served.goto('/models')
    await expect(served.getByRole('link', { name: /Use this model/ }).first()).toBeVisible()

    await served.goto('/create')
    await expect(served.getByText('Change model')).toBeVisible()
    await expect(served.getByText('Loading the form…')).toBeVisible()

    await served.goto('/gallery')
    await expect(served.getByText(/\d+ generations?, newest first/)).toBeVisible()
  } finally {
    await context.close()
  }
})

test('the main navigation prefetches a page when pointed at, not at load', async ({ page }) => {
  expect((await page.request.post('/api/session', { data: { demo: 'creator' } })).ok()).toBe(true)
  const prefetched: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.searchParams.has('_rsc')) prefetched.push(url.pathname)
  })
  await page.goto('/create')
  await expect(page.getByRole('textbox', { name: /^Prompt/ })).toBeVisible()
  // Next prefetches links in view once the page is idle: give it the time to.
  await page.waitForLoadState('load')
  await page.waitForTimeout(2000)
  expect(prefetched, 'pages prefetched at load').toEqual([])
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('link', { name: 'Gallery' }).hover()
  await expect.poll(() => prefetched).toContain('/gallery')
  expect(prefetched.filter((path) => path !== '/gallery')).toEqual([])
})
