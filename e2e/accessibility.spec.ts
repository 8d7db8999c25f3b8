import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './pages/axe-scan'
import { ConnectPage } from './pages/connect-page'
import { GalleryPage } from './pages/gallery-page'
import { StudioShell } from './pages/studio-shell'

// Every page of the studio, in light and dark, with the dialogs that open cheaply; axe must find
// nothing.
const STUDIO_PAGES = [
  '/create',
  '/runs',
  '/models',
  '/assets',
  '/audio',
  '/story',
  '/orders',
  '/orders/queue',
  '/tools',
]

// Several pages and full axe runs per test: more time than one user journey needs.
test.describe.configure({ timeout: 240_000 })

/** Connects the demo creator and opens the gallery with its tiles shown. */
async function openGalleryAsCreator(page: Page) {
  const connect = new ConnectPage(page)
  await connect.goto()
  await connect.connectDemo('Creator')
  const gallery = new GalleryPage(page)
  await gallery.goto()
  await expect(gallery.items().first()).toBeVisible()
  return gallery
}

test('the connect page has no axe violations', async ({ page }) => {
  const connect = new ConnectPage(page)
  await connect.goto()
  await expectNoAxeViolations(page, '/connect')
  await connect.connectWithKey('not-a-key')
  await expect(connect.error()).toBeVisible({ timeout: 30_000 })
  await expectNoAxeViolations(page, '/connect with an error')
})

test('every studio page has no axe violations', async ({ page }) => {
  const connect = new ConnectPage(page)
  await connect.goto()
  await connect.connectDemo('Team member')
  const shell = new StudioShell(page)
  await expect(shell.balance()).toHaveText(/[\d,]+ credits/)
  for (const path of STUDIO_PAGES) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // Let client data settle (catalog, library) so the scan sees the page as a user does.
    await expect(page.getByText(/^Loading/)).toHaveCount(0)
    await expectNoAxeViolations(page, path)
  }
  // One order, with its questions (the demo accounts always have open ones).
  await page.goto('/orders')
  await page.getByRole('list', { name: 'Orders' }).getByRole('link').first().click()
  await expect(page.getByRole('region', { name: 'Open questions' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByText(/^Loading/)).toHaveCount(0)
  await expectNoAxeViolations(page, page.url())
})

test('the gallery, with a generation open, has no axe violations', async ({ page }) => {
  const gallery = await openGalleryAsCreator(page)
  await expectNoAxeViolations(page, '/gallery')
  await gallery
    .grid()
    .getByRole('button', { name: /^Open / })
    .first()
    .click()
  await expect(gallery.detail()).toBeVisible()
  await expect(gallery.detail().getByText(/^Loading/)).toHaveCount(0)
  await expectNoAxeViolations(page, '/gallery with a generation open')
})

test('dark theme pages have no axe violations', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  const connect = new ConnectPage(page)
  await connect.goto()
  await connect.connectDemo('Creator')
  for (const path of ['/create', '/gallery', '/models']) {
    await page.goto(path)
    await expect(page.getByText(/^Loading/)).toHaveCount(0)
    await expectNoAxeViolations(page, `${path} (dark)`)
  }
})

test.describe('on a phone', () => {
  // No hover: the tiles' compare boxes are always shown, and touch targets must be 24 px or more.
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the gallery and the review queue have no axe violations', async ({ page }) => {
    await openGalleryAsCreator(page)
    await expectNoAxeViolations(page, '/gallery (phone)')
    await page.goto('/orders/queue')
    await expect(page.getByRole('list', { name: 'Open questions' })).toBeVisible({
      timeout: 30_000,
    })
    await expectNoAxeViolations(page, '/orders/queue (phone)')
  })
})
