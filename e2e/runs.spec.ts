import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './pages/axe-scan'
import { shoot } from './support/shots'

const unique = (text: string) => `${text} ${Date.now().toString(36)}`

async function connectAs(page: Page, demo: 'creator' | 'team') {
  const response = await page.request.post('/api/session', { data: { demo } })
  expect(response.ok()).toBe(true)
}

/** A model by its name, which its label follows with its price ("Imagen 4 8 credits"). */
const chooseModel = (page: Page, name: string) =>
  page.getByRole('checkbox', { name: new RegExp(`^${name.replace('.', '\\.')} \\d`) }).check()

test('a run is built from alternatives on two models, priced before the click, and goes to its end', async ({
  page,
}) => {
  await connectAs(page, 'creator')
  await page.goto('/runs')
  await expect(page.getByRole('heading', { level: 1, name: 'Runs' })).toBeVisible()
  const kite = unique('A kite')
  await page.getByRole('textbox', { name: 'Prompt' }).fill(`${kite} {red|blue} at dawn`)
  // The preview lists every prompt the alternatives make.
  await expect(page.getByText('This makes 2 prompts')).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: `${kite} blue at dawn` })).toBeVisible()
  await chooseModel(page, 'FLUX.2 1K')
  await chooseModel(page, 'Imagen 4')
  await page.getByLabel('Variations of each').selectOption('2')
  // 2 prompts × 2 models × 2 copies: 8 items at 5 and 8 credits each.
  await expect(page.getByText('8 items · 52 credits')).toBeVisible()
  const grid = page.getByRole('table', { name: 'Each prompt on each model: price and time' })
  await expect(grid.getByRole('columnheader', { name: 'Imagen 4' })).toBeVisible()
  await expectNoAxeViolations(page, 'the run builder, filled in')
  await shoot(page, 'runs-builder')

  await page.getByRole('button', { name: 'Start 8 for 52 credits' }).click()
  await expect(page).toHaveURL(/\/runs\/[0-9a-f-]+$/)
  await expect(page.getByText(/Done · 8 of 8 sent/)).toBeVisible({ timeout: 40_000 })
  await expect(page.getByText('52 of 52 credits spent')).toBeVisible()
  const results = page.getByRole('table', { name: 'Results: each prompt on each model' })
  await expect(results.getByRole('button', { name: /open it full size/ })).toHaveCount(8, {
    timeout: 30_000,
  })
  // Its end is told once, in the studio's toasts.
  await expect(page.getByText(/^Run finished: /)).toHaveCount(1, { timeout: 20_000 })
  // All kept together: chosen, then each full size in the lightbox.
  const keep = page.getByRole('region', { name: 'Keep the results' })
  await keep.getByRole('button', { name: 'Choose all 8' }).click()
  await expect(keep).toContainText('8 of 8 chosen')
  await expect(keep.getByRole('button', { name: 'Download ZIP' })).toBeEnabled()
  await expectNoAxeViolations(page, 'a run, done')
  await shoot(page, 'run-done')
  await results
    .getByRole('button', { name: /open it full size/ })
    .first()
    .click()
  const lightbox = page.getByRole('dialog')
  await expect(lightbox.getByRole('link', { name: 'Open in the gallery' })).toBeVisible()
  await shoot(page, 'run-lightbox')
  await page.keyboard.press('Escape')
  await expect(lightbox).toBeHidden()
})

test('a prompt a model cannot take is shown with its reason, and can be left out before anything is sent', async ({
  page,
}) => {
  await connectAs(page, 'creator')
  await page.goto('/runs')
  await page.getByRole('radio', { name: 'A list' }).check({ force: true })
  const short = unique('A fox in the snow')
  await page
    .getByRole('textbox', { name: 'Prompts, one a line' })
    .fill(`${short}\n${'a very long prompt '.repeat(100)}`)
  await chooseModel(page, 'Imagen 4')
  const refusal = page
    .getByRole('alert')
    .filter({ hasText: 'Nothing is sent while a prompt fails' })
  await expect(refusal).toContainText('Line 2 on Imagen 4: Prompt: At most 1,500 characters.')
  await expect(page.getByRole('button', { name: /^Start/ })).toBeDisabled()
  await expectNoAxeViolations(page, 'the run builder with a refusal')
  await shoot(page, 'runs-refusal')
  await refusal.getByRole('button', { name: 'Leave out the prompt that fails' }).click()
  await expect(refusal).toBeHidden()
  await expect(page.getByText('1 item · 8 credits')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Start 1 for 8 credits' })).toBeEnabled()
})

test('a run going shows in the job dock of another device, and its end is told there once', async ({
  page,
  browser,
}) => {
  await connectAs(page, 'creator')
  // 33 items: the minute's 30 media starts go at once, the rest wait their turn (§8).
  const prompt = unique('A dock kite')
  const items = Array.from({ length: 33 }, (_, i) => ({
    row: i,
    column: 0,
    copy: 1,
    body: { model: 'flux-2-1K', prompt: `${prompt} ${i}`, aspect_ratio: '1:1' },
  }))
  const created = await page.request.post('/api/studio/runs', {
    data: {
      title: prompt,
      rows: items.map((item, i) => ({ label: `Line ${i + 1}`, prompt: item.body.prompt })),
      columns: ['flux-2-1K'],
      items,
      total: 33 * 5,
      key: `e2e-dock-${prompt}`,
    },
  })
  expect(created.ok()).toBe(true)
  const { run } = (await created.json()) as { run: { id: string } }

  // Another device of the same account, which never saw the run start.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const other = await phone.newPage()
  await connectAs(other, 'creator')
  await other.goto('/gallery')
  await other.getByRole('button', { name: /^Jobs/ }).click()
  const tray = other.getByRole('region', { name: 'Job tray' })
  await expect(tray).toContainText('1 run going')
  await expect(tray.getByRole('link', { name: prompt })).toBeVisible()
  await expect(tray).toContainText(/\d+ of 33 sent, next start in (\d+ min )?\d+ s/, {
    timeout: 20_000,
  })
  await expectNoAxeViolations(other, 'the job dock with a run going')
  await shoot(other, 'runs-in-dock')
  await other.keyboard.press('Escape')

  // Cancelled from the first device: the second tells of its end, once.
  expect((await page.request.post(`/api/studio/runs/${run.id}/cancel`)).ok()).toBe(true)
  await expect(other.getByText(`Run stopped: ${prompt}`)).toHaveCount(1, { timeout: 20_000 })
  // Gone from the dock; the account's own jobs, from the tests before, may keep it shown.
  const jobs = other.getByRole('button', { name: /^Jobs/ })
  if (await jobs.isVisible()) {
    await jobs.click()
    await expect(tray).toBeVisible()
    await expect(tray).not.toContainText('run going')
    await other.keyboard.press('Escape')
  }
  // A tab opened after it was told says nothing more.
  await page.goto(`/runs/${run.id}`)
  await expect(page.getByText(/^Stopped · /)).toBeVisible()
  await page.waitForTimeout(3000)
  await expect(page.getByText(`Run stopped: ${prompt}`)).toHaveCount(0)
  await phone.close()
})
