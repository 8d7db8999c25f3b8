import { expect, test } from '@playwright/test'
import { CreatePage } from './pages/create-page'

// Two page loads with a lazily loaded chooser: more than one user step's time on a busy machine.
test.describe.configure({ timeout: 120_000 })

test.beforeEach(async ({ page }) => {
  const response = await page.request.post('/api/session', { data: { demo: 'creator' } })
  expect(response.ok()).toBe(true)
})

test('a model found on /models is put to work in Create with "Use this model"', async ({
  page,
}) => {
  await page.goto('/models?type=video')
  await page.getByRole('searchbox', { name: 'Search models' }).fill('with sound')
  const card = page.getByRole('article').first()
  await expect(card).toContainText('With sound')
  await expect(card).toContainText(/credits/)
  const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? ''
  expect(name).not.toBe('')

  await card.getByRole('link', { name: /^Use this model/ }).click()
  await expect(page).toHaveURL(/\/create\?model=/)
  const create = new CreatePage(page)
  await expect(create.generate()).toBeVisible()
  await expect(create.chosenModel()).toContainText(name)
})

test('Create picker: search and keyboard choose a model', async ({ page }) => {
  const create = new CreatePage(page)
  await create.goto()
  await create.chosenModel().click()
  const search = page.getByRole('combobox', { name: 'Search models' })
  await expect(search).toBeFocused()
  await search.fill('veo3-1-fast')
  await expect(page.getByRole('dialog').getByRole('option')).toHaveCount(1)
  await search.press('Enter')
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 30_000 })
  await expect(create.variantSelect()).toHaveValue(/^veo3-1-fast-/)
  await expect(create.chosenModel()).toContainText(/Veo 3\.1 Fast/)
  await expect(create.chosenModel()).toBeFocused()
})
