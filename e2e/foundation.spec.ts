import { expect, test } from '@playwright/test'
import { ConnectPage } from './pages/connect-page'
import { ModelsPage } from './pages/models-page'
import { StudioShell } from './pages/studio-shell'

test('connect with a demo account, see the balance, browse models, sign out', async ({ page }) => {
  const connect = new ConnectPage(page)
  const shell = new StudioShell(page)
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error')
      consoleErrors.push(`${message.text()} ${message.location().url}`)
  })
  page.on('pageerror', (error) => consoleErrors.push(error.message))
  await connect.goto()
  await connect.connectDemo('Creator')
  await expect(shell.balance()).toHaveText(/[\d,]+ credits/)

  for (const area of ['Gallery', 'Assets', 'Audio', 'Story', 'Orders'] as const) {
    await shell.open(area)
  }
  await shell.open('Models')
  const models = new ModelsPage(page)
  await expect(models.cards().first()).toBeVisible()
  const total = await models.cards().count()
  expect(total).toBeGreaterThanOrEqual(12)

  await models.filterByType('Video')
  await expect(page).toHaveURL(/type=video/)
  await expect(models.typeBadges().filter({ hasNotText: 'video' })).toHaveCount(0)
  const videos = await models.cards().count()
  expect(videos).toBeGreaterThan(0)
  expect(videos).toBeLessThan(total)

  await models.search('veo3-1-fast')
  await expect(models.family('Veo 3.1 Fast')).toBeVisible()
  await expect(models.family('Veo 3.1 Fast').getByRole('article').first()).toContainText('credits')

  await models.filterByType('All')
  await models.search('no-such-model-anywhere')
  await expect(page.getByRole('heading', { name: 'No model matches' })).toBeVisible()
  // Every area loaded without a failed resource or a script error.
  expect(consoleErrors).toEqual([])

  await shell.signOut()
  await page.goto('/models')
  await expect(page).toHaveURL(/\/connect$/)
})

test('a wrong key shows a clear error and does not connect', async ({ page }) => {
  const connect = new ConnectPage(page)
  await connect.goto()
  await connect.connectWithKey('sk_live_not_a_real_key')
  await expect(connect.error()).toContainText('That key is not valid')
  await expect(page).toHaveURL(/\/connect$/)

  await connect.keyInput().fill('')
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await expect(page.getByText('Paste your API key.')).toBeVisible()
})

// The key's checks load at the first submit, not with the sign-in page: a connection lost by then
// is said under the field, what was typed stays, and the next submit tries again.
test('the key is checked even when its checks could not load at first', async ({ page }) => {
  const connect = new ConnectPage(page)
  await connect.goto()
  await expect(connect.keyInput()).toBeEditable()
  await page.route('**/_next/static/chunks/**', (route) => route.abort('internetdisconnected'))
  await connect.keyInput().fill('sk_live with a space')
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await expect(page.getByText('Check your connection and try again.')).toBeVisible()
  await expect(connect.keyInput()).toHaveValue('sk_live with a space')
  await expect(page).toHaveURL(/\/connect$/)

  await page.unroute('**/_next/static/chunks/**')
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await expect(page.getByText('An API key has no spaces.')).toBeVisible()
  await expect(page.getByText('Check your connection and try again.')).toHaveCount(0)
})

test('a read-only key connects and still sees its balance and the catalog', async ({ page }) => {
  const connect = new ConnectPage(page)
  await connect.goto()
  await connect.connectDemo('Read-only')
  const shell = new StudioShell(page)
  await expect(shell.balance()).toHaveText(/[\d,]+ credits/)
  await shell.open('Models')
  await expect(new ModelsPage(page).cards().first()).toBeVisible()
})

test('the API is closed without a session and to other sites', async ({ request }) => {
  const anonymous = await request.get('/api/v1/models')
  expect(anonymous.status()).toBe(401)
  expect(await anonymous.json()).toMatchObject({ error: 'not_connected' })
  expect((await request.get('/api/v1/not-a-route')).status()).toBe(404)
  const discovery = await request.get('/api/public/docs/models.json')
  expect(discovery.ok()).toBe(true)
})
