import { expect, test } from '@playwright/test'
import { ConnectPage } from './pages/connect-page'
import { StudioShell } from './pages/studio-shell'

// A real pasted key (the creator demo account's), so it travels the same path a user's key does.
const KEY = 'sk_live_demo_creator'

test('after connecting, the key is in no page, script, storage or response body', async ({
  page,
}) => {
  const bodies: { url: string; text: string }[] = []
  page.on('response', async (response) => {
    const text = await response.text().catch(() => '')
    bodies.push({ url: response.url(), text })
  })

  const connect = new ConnectPage(page)
  await connect.goto()
  await connect.connectWithKey(KEY)
  await expect(page).toHaveURL(/\/create$/)
  const shell = new StudioShell(page)
  await expect(shell.balance()).toBeVisible()
  await shell.open('Models')
  await expect(page.getByRole('article').first()).toBeVisible()

  for (const path of ['/create', '/models', '/gallery']) {
    const html = await (await page.request.get(path)).text()
    expect(html, `HTML of ${path}`).not.toContain(KEY)
  }
  const scripts = await page
    .locator('script[src]')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src))
  expect(scripts.length).toBeGreaterThan(0)
  for (const src of scripts) {
    expect(await (await page.request.get(src)).text(), src).not.toContain(KEY)
  }
  const storage = await page.evaluate(
    () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
  )
  expect(storage).not.toContain(KEY)
  expect(await page.content()).not.toContain(KEY)
  expect(page.url()).not.toContain(KEY)

  await page.waitForLoadState('networkidle')
  expect(bodies.length).toBeGreaterThan(3)
  for (const { url, text } of bodies) expect(text, url).not.toContain(KEY)

  const cookies = await page.context().cookies()
  const session = cookies.find((c) => c.name.includes('media_studio_session'))
  expect(session?.httpOnly).toBe(true)
  expect(session?.sameSite).toBe('Lax')
  expect(session?.value).not.toContain(KEY)
})
