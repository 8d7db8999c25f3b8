import { expect, test } from '@playwright/test'
import { ConnectPage } from './pages/connect-page'
import { CreatePage } from './pages/create-page'
import { GalleryPage } from './pages/gallery-page'
import { JobTray } from './pages/job-tray'

// The whole loop as a person does it, with no shortcut through the API: create on the form,
// watch the job in the tray, find it in the gallery, compare it, use it as input, remix it.
test('create, track, gallery, compare, use as input and remix, all through the UI', async ({
  page,
}) => {
  await new ConnectPage(page).goto()
  await new ConnectPage(page).connectDemo('Creator')
  const create = new CreatePage(page)
  const tray = new JobTray(page)
  const gallery = new GalleryPage(page)

  await create.goto()
  const prompt = `A paper boat on a pond ${Date.now().toString(36)}`
  await create.prompt().fill(prompt)
  await create.generate().click()
  await expect(create.confirmation()).toBeVisible()

  // In the tray at once, with elapsed against the catalog's estimate, until it completes.
  await tray.open()
  await expect(tray.job(prompt)).toContainText(/\d:\d\d of ~\d:\d\d/)
  await tray.expectOutcome(prompt, 'Completed')
  await tray.fold()
  // The form's notice follows the job too: no longer "working on it".
  await expect(page.getByRole('status').filter({ hasText: 'Job finished.' })).toBeVisible()
  // The image itself shows in the feed, with what to do next (the tools that apply named).
  const result = create.result(prompt)
  await expect(result.getByRole('img', { name: prompt })).toBeVisible()
  for (const next of ['Remix', 'Use as input', 'Remove background'])
    await expect(result.getByRole('link', { name: next })).toBeVisible()
  for (const next of ['Animate', 'Vary'])
    await expect(result.getByRole('button', { name: next })).toBeVisible()
  await expect(result.getByRole('button', { name: 'Download' })).toBeEnabled()

  await gallery.goto()
  await gallery.open(prompt)
  await expect(gallery.detail().getByRole('img', { name: prompt })).toBeVisible()
  // Download saves the file (the CDN is another origin, where a plain download link just opens).
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    gallery.detail().getByRole('button', { name: 'Download' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/\.png$/)
  await page.keyboard.press('Escape')
  await expect(gallery.detail()).toBeHidden()

  // Compare the new output with the one beside it: choose both, then compare from the selection.
  // Only finished ones have an output to compare (the demo's history has a failed job too).
  await gallery.setFilter('Status', 'completed')
  await gallery
    .grid()
    .getByRole('checkbox', { name: `Select ${prompt}` })
    .check()
  await gallery
    .grid()
    .getByRole('checkbox', { name: /^Select /, checked: false })
    .first()
    .check()
  await expect(page.getByRole('region', { name: 'Selection' })).toContainText('2 selected')
  await page.getByRole('button', { name: 'Compare two' }).click()
  const comparison = page.getByRole('dialog', { name: 'Compare outputs' })
  await expect(comparison.getByRole('figure')).toHaveCount(2)
  await page.keyboard.press('Escape')
  // Focus goes back to what opened the dialog, not to the page's body.
  await expect(page.getByRole('button', { name: 'Compare two' })).toBeFocused()

  // Use as input: a new job starts with this output as its source.
  await gallery.open(prompt)
  await gallery.useAsInputLink().click()
  await expect(page).toHaveURL(/\/create\?source=/)
  await expect(page.getByRole('button', { name: /^Remove / }).first()).toBeVisible()

  // Remix: the same model and prompt, ready to run again.
  await gallery.goto()
  await gallery.open(prompt)
  await gallery.remixLink().click()
  await expect(page).toHaveURL(/\/create\?remix=/)
  await expect(create.prompt()).toHaveValue(prompt)
})
