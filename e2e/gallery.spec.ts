import { expect, test, type Page } from '@playwright/test'
import { CreatePage } from './pages/create-page'
import { GalleryPage } from './pages/gallery-page'
import { JobTray } from './pages/job-tray'

async function connect(page: Page) {
  const response = await page.request.post('/api/session', { data: { demo: 'creator' } })
  expect(response.ok()).toBe(true)
}

const unique = (text: string) => `${text} ${Date.now().toString(36)}`

/** Connects, opens the gallery and hands a freshly started image job to the tray. */
async function startTrackedJob(page: Page, text: string) {
  await connect(page)
  const gallery = new GalleryPage(page)
  const tray = new JobTray(page)
  await gallery.goto()
  const prompt = unique(text)
  const job = await tray.startMediaJob({
    model: 'nano-banana',
    prompt,
    generation_type: 'text-to-image',
  })
  await tray.track(job)
  await page.reload()
  await tray.open()
  return { gallery, tray, prompt, job }
}

test('a started job shows in the tray, completes, and opens from the gallery', async ({ page }) => {
  const { gallery, tray, prompt, job } = await startTrackedJob(page, 'A lighthouse at dusk')

  await expect(tray.job(prompt)).toBeVisible()
  await tray.expectOutcome(prompt, 'Completed')
  await expect(tray.notifications()).toContainText(`Finished: ${prompt}`)
  await tray.fold()

  // The finished job refreshed the list: it is in the grid without a reload.
  await expect(gallery.tile(prompt)).toBeVisible()
  await gallery.open(prompt)
  await expect(gallery.detail()).toContainText('Nano Banana')
  await expect(gallery.detail()).toContainText(/\d+ credits/)
  await expect(gallery.detail().getByRole('img', { name: prompt })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`view=${job.generation_id}`))
  await expect(gallery.useAsInputLink()).toHaveAttribute('href', /^\/create\?source=https?%3A/)

  await expect(gallery.remixLink()).toHaveAttribute('href', `/create?remix=${job.generation_id}`)
  await Promise.all([
    page.waitForURL(new RegExp(`/create\\?remix=${job.generation_id}`)),
    gallery.remixLink().click(),
  ])
  const create = new CreatePage(page)
  await expect(create.prompt()).toHaveValue(prompt)
  await expect(create.chosenModel()).toContainText('Nano Banana')

  // The tray survives the navigation and a reload, without announcing the job again.
  await page.reload()
  await tray.expectOutcome(prompt, 'Completed', 5_000)
  await expect(tray.notifications()).not.toContainText(prompt)
})

test('a failing job shows its error_message in the tray and the detail view', async ({ page }) => {
  const { gallery, tray, prompt } = await startTrackedJob(page, '[fail] a broken robot')

  await tray.expectOutcome(prompt, 'Failed')
  await expect(tray.job(prompt)).toContainText('[fail] test marker')
  await expect(page.getByRole('alert').filter({ hasText: `Failed: ${prompt}` })).toBeVisible()
  await tray.fold()

  await gallery.open(prompt)
  // The detail's own alert; the failure's notice, if still up, shows in the dialog too.
  const detailAlert = gallery
    .detail()
    .getByRole('alert')
    .filter({ hasNotText: `Failed: ${prompt}` })
  await expect(detailAlert).toContainText('[fail] test marker')
})

test('gallery filters are kept in the URL', async ({ page }) => {
  await connect(page)
  const gallery = new GalleryPage(page)
  await gallery.goto()
  await expect(gallery.items().first()).toBeVisible()

  await gallery.setFilter('Status', 'completed')
  await expect(page).toHaveURL(/[?&]status=completed/)
  await gallery.setFilter('Type', 'text-to-image')
  await expect(page).toHaveURL(/[?&]type=text-to-image/)
  await expect(gallery.items().first()).toBeVisible()
  await expect(gallery.grid().getByText('Failed', { exact: true })).toHaveCount(0)

  await page.reload()
  await expect(gallery.filter('Status')).toHaveValue('completed')
  await expect(gallery.filter('Type')).toHaveValue('text-to-image')

  await gallery.clearFilters()
  await expect(page).toHaveURL(/\/gallery$/)
})

test('on a phone the filters fold behind one button that says how many are on', async ({
  page,
}) => {
  await connect(page)
  await page.setViewportSize({ width: 390, height: 844 })
  const gallery = new GalleryPage(page)
  await page.goto('/gallery?status=completed&type=text-to-image')
  await expect(gallery.items().first()).toBeVisible()
  // Folded: the first screen holds tiles, not five controls.
  await expect(gallery.filter('Status')).toBeHidden()
  const toggle = page.getByRole('button', { name: 'Filters (2 on)' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  await expect(gallery.filter('Status')).toHaveValue('completed')
  await expect(gallery.filter('Type')).toHaveValue('text-to-image')
  await expect(page.getByRole('checkbox', { name: 'Starred only' })).toBeVisible()
  await page.getByRole('button', { name: 'Hide filters' }).click()
  await expect(gallery.filter('Status')).toBeHidden()
  // On a wider screen they are simply there.
  await page.setViewportSize({ width: 1400, height: 900 })
  await expect(gallery.filter('Status')).toBeVisible()
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden()
})

test('an item opened in the gallery takes one entry of the history, however it is closed', async ({
  page,
}) => {
  await connect(page)
  const gallery = new GalleryPage(page)
  await page.goto('/create')
  await gallery.goto()
  const first = gallery
    .grid()
    .getByRole('button', { name: /^Open / })
    .first()
  const openFirst = async () => {
    await first.click()
    await expect(gallery.detail()).toBeVisible()
    await expect(page).toHaveURL(/[?&]view=/)
  }
  const closed = async () => {
    await expect(gallery.detail()).toBeHidden()
    await expect(page).toHaveURL(/\/gallery$/)
  }
  // Escape (a phone's back gesture asks the dialog to close the same way), the close button, Back.
  await openFirst()
  await page.keyboard.press('Escape')
  await closed()
  await openFirst()
  await gallery.detail().getByRole('button', { name: 'Close' }).click()
  await closed()
  await openFirst()
  await page.goBack()
  await closed()
  // Nothing of the three is left in the history: the next Back leaves the gallery.
  await page.goBack()
  await expect(page).toHaveURL(/\/create$/)
})
