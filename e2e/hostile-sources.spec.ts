import { expect as baseExpect, test, type Page } from '@playwright/test'
import { ToolsPage } from './pages/tools-page'
import { shoot } from './support/shots'

// Pages wait on the catalog and the history: slow on a machine shared by many test runs.
const expect = baseExpect.configure({ timeout: 30_000 })

/** Console errors, the CSP's refusals among them: a page that loads only what it may has none. */
function consoleErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

async function connect(page: Page) {
  const response = await page.request.post('/api/session', { data: { demo: 'creator' } })
  expect(response.ok()).toBe(true)
}

// A web address that resolves nowhere: the service's fetch fails at once, never a browser's.
const WEB_IMAGE = 'https://cat-pictures.invalid/pets/cat.png'

test('a link cannot make Create load javascript: as a source', async ({ page }) => {
  const errors = consoleErrors(page)
  await connect(page)
  await page.goto(`/create?source=${encodeURIComponent('javascript:alert(1)')}`)
  await expect(page.getByText(/source in this link is not a web address/)).toBeVisible()
  await expect(page.getByRole('button', { name: /^Generate/ })).toBeVisible()
  await expect(page.locator('img[src^="javascript"], a[href^="javascript"]')).toHaveCount(0)
  expect(errors).toEqual([])
})

test('a source URL from the web is named as a link on Create, never loaded by the page', async ({
  page,
}) => {
  const errors = consoleErrors(page)
  await connect(page)
  await page.goto(`/create?source=${encodeURIComponent(WEB_IMAGE)}`)
  const link = page
    .getByRole('main')
    .getByRole('link', { name: /cat\.png on cat-pictures\.invalid/ })
  await expect(link).toHaveAttribute('href', WEB_IMAGE)
  await expect(page.locator(`img[src="${WEB_IMAGE}"]`)).toHaveCount(0)
  await shoot(page, 'create-source-url')
  expect(errors).toEqual([])
})

test('remove background sends a web URL to the service and says why it could not be read', async ({
  page,
}) => {
  const errors = consoleErrors(page)
  await connect(page)
  const tools = new ToolsPage(page)
  await tools.goto(`tool=remove-background&url=${encodeURIComponent(WEB_IMAGE)}`)
  await expect(page.getByRole('main').getByRole('link', { name: /cat\.png on/ })).toBeVisible()
  await expect(page.locator(`img[src="${WEB_IMAGE}"]`)).toHaveCount(0)
  await shoot(page, 'remove-background-source-url')
  await expect(tools.submit('Remove background')).toBeEnabled()
  await tools.submit('Remove background').click()
  await expect(tools.problem()).toContainText('The service could not fetch that URL')
  expect(tools.startPosts).toEqual(['/api/v1/generate/remove-background'])
  // The refusal is the service's answer (a 400), not something the page itself tried to load.
  expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([])
})
