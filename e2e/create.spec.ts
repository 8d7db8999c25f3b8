import { expect, test, type APIRequestContext } from '@playwright/test'
import { ConnectPage } from './pages/connect-page'
import { CreatePage } from './pages/create-page'
import { StudioShell } from './pages/studio-shell'

interface CatalogModel {
  model_id: string
  model_type: string
  display_name?: string | null
  family?: string | null
  cost_per_generation: number
  pricing_unit?: string | null
  capabilities?: {
    prompt_max_chars?: number | null
    duration_range?: { min_seconds: number; max_seconds: number } | null
  } | null
}

/** The live catalog through the session (no model id is written into the test). */
async function catalog(request: APIRequestContext): Promise<CatalogModel[]> {
  const response = await request.get('/api/v1/models')
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { models: CatalogModel[] }).models
}

const credits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''))

test.describe('Create page', () => {
  test.beforeEach(async ({ page }) => {
    const connect = new ConnectPage(page)
    await connect.goto()
    await connect.connectDemo('Creator')
  })

  test('creates an image job and confirms it, with the balance refreshed', async ({ page }) => {
    const create = new CreatePage(page)
    const shell = new StudioShell(page)
    await create.goto()
    const before = credits(await shell.balance().textContent())
    const cost = credits(await create.cost().textContent())
    expect(cost).toBeGreaterThan(0)

    await create.prompt().fill('A red fox in fresh snow, golden hour')
    await create.generate().click()
    await expect(create.confirmation()).toBeVisible()
    // The job shows in the feed under the composer at once, not only as a link to the gallery.
    await expect(create.result('A red fox in fresh snow, golden hour')).toBeVisible()
    await expect.poll(async () => credits(await shell.balance().textContent())).toBe(before - cost)
  })

  test('a family name meets variant_required and is fixed in one click', async ({ page }) => {
    const family = (await catalog(page.request)).find(
      (m) => m.model_type === 'video' && m.family,
    )?.family
    expect(family).toBeTruthy()
    const create = new CreatePage(page)
    const posts = create.countGenerationPosts()
    await create.goto(`?model=${encodeURIComponent(family!)}`)

    await create.prompt().fill('A drone shot over a glacier')
    await create.generate().click()
    await expect(create.problem()).toContainText('No credits were spent')
    await create.recommendedVariant().click()
    await expect(create.variantSelect()).not.toHaveValue('')

    await create.generate().click()
    await expect(create.confirmation()).toBeVisible()
    expect(posts.count).toBe(2)
    expect(posts.models[0]).toBe(family)
    expect(posts.models[1]).not.toBe(family)
  })

  test('an over-long prompt is blocked before any request', async ({ page }) => {
    const create = new CreatePage(page)
    await create.goto()
    // The picker settles on the catalog's first image or video model once the catalog has loaded.
    const model = (await catalog(page.request)).find((m) =>
      ['image', 'video'].includes(m.model_type),
    )
    await expect(create.chosenModel()).toContainText(model?.display_name ?? model?.model_id ?? '')
    const max = model?.capabilities?.prompt_max_chars ?? 0
    expect(max).toBeGreaterThan(0)
    const posts = create.countGenerationPosts()

    await create.prompt().fill('x'.repeat(max + 1))
    await expect(
      page.getByText(`${(max + 1).toLocaleString('en-US')} / ${max.toLocaleString('en-US')}`),
    ).toBeVisible()
    await create.generate().click()
    await create.submitWithShortcut()
    await expect(page.getByText(/^At most [\d,]+ characters\.$/)).toBeVisible()
    expect(posts.count).toBe(0)
  })

  test("a duration outside the model's range is refused as it is typed, and gets no price", async ({
    page,
  }) => {
    const model = (await catalog(page.request)).find((m) => m.capabilities?.duration_range)
    expect(model).toBeTruthy()
    const { min_seconds: min, max_seconds: max } = model!.capabilities!.duration_range!
    const create = new CreatePage(page)
    await create.goto(`?model=${encodeURIComponent(model!.model_id)}`)
    await create.openSettings()
    const duration = page.getByRole('spinbutton', { name: /^Duration/ })

    await duration.fill(String(max + 1))
    await expect(page.getByText(`From ${min} to ${max} seconds.`)).toBeVisible()
    await expect(create.cost()).toHaveText('—')
    await duration.fill(String(max))
    await expect(page.getByText(`From ${min} to ${max} seconds.`)).toBeHidden()
    const perSecond = model!.pricing_unit === 'per_second'
    const price = perSecond ? max * model!.cost_per_generation : model!.cost_per_generation
    await expect(create.cost()).toHaveText(`${price.toLocaleString('en-US')} credits`)
  })

  test('a job that fails after it started says so on the form, with its error_message', async ({
    page,
  }) => {
    const create = new CreatePage(page)
    await create.goto()
    await create.prompt().fill(`[fail] a melting clock ${Date.now().toString(36)}`)
    await create.generate().click()
    await expect(create.confirmation()).toBeVisible()
    const ended = page.getByRole('status').filter({ hasText: 'The job did not finish.' })
    await expect(ended).toBeVisible({ timeout: 30_000 })
    await expect(ended).toContainText('[fail] test marker')
    await expect(ended).toContainText('credits stay spent')
  })

  test('a double click, a repeated shortcut and a slow network make one job', async ({ page }) => {
    const create = new CreatePage(page)
    await create.goto()
    const posts = create.countGenerationPosts()
    await page.route('**/api/v1/generate/media', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      await route.continue()
    })

    await create.prompt().fill('A lighthouse at night')
    await create.generate().dblclick()
    await create.submitWithShortcut()
    await create.submitWithShortcut()
    await expect(create.confirmation()).toBeVisible()
    await page.waitForTimeout(500)
    expect(posts.count).toBe(1)
  })

  test('a 429 counts down from reset_after, never retries by itself, then lets the user retry', async ({
    page,
  }) => {
    const create = new CreatePage(page)
    await create.goto()
    const posts = create.countGenerationPosts()
    // The service's rate-limit answer (docs/service-contract.md §7.3) for the first POST only; later ones go through.
    let refused = false
    await page.route('**/api/v1/generate/media', async (route) => {
      if (refused) return route.continue()
      refused = true
      await route.fulfill({
        status: 429,
        json: {
          error: 'rate_limit_exceeded',
          message: 'Rate limit exceeded',
          limit: 30,
          remaining: 0,
          reset_after: 3,
        },
      })
    })

    await create.prompt().fill('A kite over the dunes')
    await create.generate().click()
    await expect(page.getByText(/^Try again in [123] s$/)).toBeVisible()
    await expect(create.generate()).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible({ timeout: 6_000 })
    expect(posts.count).toBe(1)

    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(create.confirmation()).toBeVisible()
    expect(posts.count).toBe(2)
  })
})

test('the empty wallet cannot submit and is offered a top-up', async ({ page }) => {
  const connect = new ConnectPage(page)
  await connect.goto()
  await connect.connectDemo('Empty wallet')
  const create = new CreatePage(page)
  const posts = create.countGenerationPosts()
  await create.goto()

  await create.prompt().fill('A cat on a windowsill')
  await expect(create.generate()).toBeDisabled()
  await expect(create.topUp()).toBeVisible()
  await expect(create.topUp()).toHaveAttribute('href', /^https?:\/\//)
  await create.submitWithShortcut()
  expect(posts.count).toBe(0)
})
