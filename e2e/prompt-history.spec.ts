import { expect, test, type Browser, type Page } from '@playwright/test'
import { ConnectPage } from './pages/connect-page'
import { CreatePage } from './pages/create-page'
import { shoot } from './support/shots'

type Demo = 'Creator' | 'Team member' | 'Read-only' | 'Empty wallet'

interface CatalogModel {
  model_id: string
  model_type: string
  display_name?: string | null
  capabilities?: { aspect_ratio_options?: string[] | null } | null
}

/** A browser of its own (its own cookies and cache), signed in as a demo account, on Create. */
async function signedIn(browser: Browser, demo: Demo): Promise<{ page: Page; create: CreatePage }> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const connect = new ConnectPage(page)
  await connect.goto()
  await connect.connectDemo(demo)
  return { page, create: new CreatePage(page) }
}

const historyButton = (page: Page) => page.getByRole('button', { name: 'History', exact: true })
const pastPrompts = (page: Page) => page.getByRole('list', { name: 'Past prompts' })
const historySearch = (page: Page) => page.getByRole('searchbox', { name: 'Search past prompts' })
const presetsButton = (page: Page) => page.getByRole('button', { name: 'Presets', exact: true })
const presetList = (page: Page) => page.getByRole('list', { name: 'Presets' })
const aspect = (page: Page) => page.getByRole('group', { name: 'Aspect ratio' })

const run = `${Date.now().toString(36)}`

test.describe('prompt history and presets across browsers and accounts', () => {
  // Each test drives three browsers (two of one account, one of another) through the Create page.
  test.describe.configure({ timeout: 240_000 })
  test.afterEach(async ({ browser }) => {
    for (const context of browser.contexts()) await context.close()
  })
  test('a prompt sent on Create is found from another browser of the account and put back with its model and options', async ({
    browser,
  }) => {
    const first = await signedIn(browser, 'Creator')
    // An image model with at least two aspect ratios, from the live catalog (no id in the test).
    const models = (
      (await (await first.page.request.get('/api/v1/models')).json()) as { models: CatalogModel[] }
    ).models
    const model = models.find(
      (m) => m.model_type === 'image' && (m.capabilities?.aspect_ratio_options?.length ?? 0) >= 2,
    )!
    const ratio = model.capabilities!.aspect_ratio_options!.at(-1)!
    const prompt = `A paper kite over salt flats ${run}`
    await first.create.goto(`?model=${encodeURIComponent(model.model_id)}`)
    await first.create.prompt().fill(prompt)
    await first.create.openSettings()
    await aspect(first.page).getByText(ratio, { exact: true }).click()
    await first.create.generate().click()
    await expect(first.create.confirmation()).toBeVisible()
    // The first browser sends the entry to the workspace on its own time (its outbox): wait for it.
    await expect
      .poll(
        async () => {
          const answer = await first.page.request.get(`/api/studio/prompts?q=${run}`)
          return ((await answer.json()) as { entries?: unknown[] }).entries?.length ?? 0
        },
        { timeout: 30_000 },
      )
      .toBe(1)

    // Another browser of the same account, on a Create page with another model and no prompt.
    const second = await signedIn(browser, 'Creator')
    await second.create.goto()
    await second.create.prompt().focus()
    await second.page.keyboard.press('ArrowUp')
    await expect(pastPrompts(second.page)).toBeVisible()
    await historySearch(second.page).fill(run)
    const found = pastPrompts(second.page).getByRole('listitem').filter({ hasText: prompt })
    await expect(found).toHaveCount(1)
    await expect(found).toContainText(model.display_name ?? model.model_id)
    await found.getByRole('button', { name: new RegExp(`^${prompt}`) }).click()
    await expect(second.create.prompt()).toHaveValue(prompt)
    await second.create.openSettings()
    await expect(aspect(second.page).getByRole('radio', { name: ratio })).toBeChecked()
    await expect(second.create.chosenModel()).toContainText(model.display_name ?? model.model_id)

    // A second account sees none of it.
    const other = await signedIn(browser, 'Empty wallet')
    await other.create.goto()
    await historyButton(other.page).click()
    await historySearch(other.page).fill(run)
    await expect(other.page.getByText(`No past prompt has “${run}” in it.`)).toBeVisible()
  })

  test('a preset saved in one browser is applied in another of the same account, and no other account sees it', async ({
    browser,
  }) => {
    const name = `Square kite ${run}`
    const first = await signedIn(browser, 'Creator')
    await first.create.goto()
    await first.create.prompt().fill(`Studio shot of a kite ${run}`)
    await first.create.openSettings()
    await presetsButton(first.page).click()
    // This account has no team: sharing is not offered, and it says why.
    await expect(
      first.page.getByText('Sharing needs a team: this account is not in one.'),
    ).toBeVisible()
    await first.page.getByLabel('New preset name').fill(name)
    await first.page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(presetList(first.page).getByRole('button', { name, exact: true })).toBeVisible()
    // The same name twice is refused in words.
    await first.page.getByLabel('New preset name').fill(name)
    await first.page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(
      first.page.getByRole('alert').filter({ hasText: 'already have a preset' }),
    ).toBeVisible()

    const second = await signedIn(browser, 'Creator')
    await second.create.goto()
    await second.create.openSettings()
    await presetsButton(second.page).click()
    await presetList(second.page).getByRole('button', { name, exact: true }).click()
    await expect(second.create.prompt()).toHaveValue(`Studio shot of a kite ${run}`)

    const other = await signedIn(browser, 'Empty wallet')
    await other.create.goto()
    await other.create.openSettings()
    await presetsButton(other.page).click()
    await expect(other.page.getByText(/No presets for this form yet|Presets/).first()).toBeVisible()
    await expect(other.page.getByRole('button', { name, exact: true })).toHaveCount(0)
  })

  test('the read-only account keeps presets (they cost nothing) and opens its history', async ({
    browser,
  }) => {
    const { page, create } = await signedIn(browser, 'Read-only')
    await create.goto()
    await historyButton(page).click()
    await expect(page.getByText(/Prompts you send appear here|a paper kite/i).first()).toBeVisible()
    await page.keyboard.press('Escape')
    await create.prompt().fill('A read-only idea')
    await create.openSettings()
    await presetsButton(page).click()
    await page.getByLabel('New preset name').fill(`Read-only ${run}`)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(
      presetList(page).getByRole('button', { name: `Read-only ${run}`, exact: true }),
    ).toBeVisible()
  })

  test('screenshots of the history popover and the preset menu', async ({ browser }) => {
    test.skip(!process.env.SHOTS, 'screenshots only with SHOTS=1')
    const { page, create } = await signedIn(browser, 'Team member')
    await create.goto()
    await create.prompt().fill(`Neon harbour at night, rain ${run}`)
    await create.generate().click()
    await expect(create.confirmation()).toBeVisible()
    await create.goto()
    await historyButton(page).click()
    await expect(pastPrompts(page)).toBeVisible()
    await shoot(page, 'create-history')
    await page.keyboard.press('Escape')
    await create.openSettings()
    await presetsButton(page).click()
    await page.getByLabel('New preset name').fill('Team neon')
    await page.getByLabel('Share with my team').check()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(
      presetList(page).getByRole('button', { name: 'Team neon', exact: true }),
    ).toBeVisible()
    await shoot(page, 'create-presets')
  })
})
