import { expect, test, type Page } from '@playwright/test'
import { GenerationAccepted, GenerationsListResponse } from '@/lib/api/generations'
import { ModelsListResponse } from '@/lib/api/models'
import { CreatePage } from './pages/create-page'
import { machineText, screenText } from './support/page-checks'
import { shoot } from './support/shots'

// Create is built around its output (issue 79): the newest result is the focal point of the first
// screen, its next steps are one click away and keep their source, nothing scrolls sideways on a
// phone, and a result opens full size with the arrows going through the feed.

async function signIn(page: Page) {
  expect((await page.request.post('/api/session', { data: { demo: 'creator' } })).ok()).toBe(true)
}

/** Starts an image job through the composer and waits until its image is in the feed. */
async function makeImage(create: CreatePage, page: Page, prompt: string) {
  await create.goto()
  await create.prompt().fill(prompt)
  await create.generate().click()
  await expect(create.confirmation()).toBeVisible()
  await expect(create.result(prompt).getByRole('img', { name: prompt })).toBeVisible({
    timeout: 45_000,
  })
}

/** The share of the viewport an element's visible part covers. */
async function screenShare(page: Page, selector: ReturnType<CreatePage['focalMedia']>) {
  const box = await selector.boundingBox()
  const viewport = page.viewportSize()!
  if (!box) return 0
  const width = Math.max(0, Math.min(box.x + box.width, viewport.width) - Math.max(box.x, 0))
  const height = Math.max(0, Math.min(box.y + box.height, viewport.height) - Math.max(box.y, 0))
  return (width * height) / (viewport.width * viewport.height)
}

test.describe('Create around its output', () => {
  test.beforeEach(async ({ page }) => signIn(page))

  test('the newest result takes at least a third of the first screen at 1400x900', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1400, height: 900 })
    const create = new CreatePage(page)
    const prompt = `A paper crane on a desk ${Date.now().toString(36)}`
    if (process.env.SHOTS) {
      await create.goto()
      await shoot(page, 'create-before-run')
    }
    await makeImage(create, page, prompt)
    await page.reload()
    await expect(create.newestRun()).toContainText(prompt)
    await expect(create.focalMedia()).toBeVisible()
    await shoot(page, 'create-after-run')
    await expect(create.prompt()).toBeInViewport()
    expect(await screenShare(page, create.focalMedia())).toBeGreaterThanOrEqual(1 / 3)
    // The page is served with its newest result: the HTML itself shows the very picture the live
    // feed paints (docs/performance.md, "The newest result, served with the page").
    const painted = await create
      .focalMedia()
      .evaluate((media) =>
        media instanceof HTMLVideoElement ? media.poster : (media as HTMLImageElement).src,
      )
    const html = await (await page.request.get('/create')).text()
    expect(html).toContain(`src="${painted.replaceAll('&', '&amp;')}"`)
  })

  test('an image becomes a video in three clicks at most, the price shown, the image its source', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1400, height: 900 })
    const create = new CreatePage(page)
    const prompt = `A kite over the dunes ${Date.now().toString(36)}`
    await makeImage(create, page, prompt)
    const image = create.result(prompt).getByRole('img', { name: prompt })
    const imageUrl = await image.getAttribute('src')
    expect(imageUrl).toBeTruthy()

    let clicks = 0
    await create.result(prompt).getByRole('button', { name: 'Animate' }).click()
    clicks += 1
    // The composer now holds a video model that takes the image as its first frame, and its price.
    const catalog = ModelsListResponse.parse(
      await (await page.request.get('/api/v1/models')).json(),
    )
    const videoNames = catalog.models
      .filter((m) => m.model_type === 'video')
      .map((m) => m.display_name ?? m.model_id)
    await expect(create.chosenModel()).toContainText(new RegExp(videoNames.map(escape).join('|')))
    await expect(create.cost()).toHaveText(/^[\d,]+ credits$/)
    await expect(
      page
        .getByRole('group', { name: 'First frame' })
        .or(page.getByRole('group', { name: 'Image 1' })),
    ).toBeVisible()
    const started = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/generate/media'),
    )
    await create.generate().click()
    clicks += 1
    const accepted = GenerationAccepted.parse(await (await started).json())
    expect(clicks).toBeLessThanOrEqual(3)
    await expect(create.confirmation()).toBeVisible()

    // The service's own history says the video job started from the image.
    const history = GenerationsListResponse.parse(
      await (await page.request.get('/api/v1/generations?limit=100')).json(),
    )
    const job = history.generations.find((g) => g.id === accepted.generation_id)
    expect(job, 'the started job is in the history').toBeTruthy()
    const sources = [job!.source_media_urls ?? []].flat()
    const unsigned = (url: string) => url.split('?')[0]
    expect(sources.map(unsigned)).toContain(unsigned(imageUrl!))
    expect(catalog.models.find((m) => m.model_id === job!.model)?.model_type).toBe('video')
    if (process.env.SHOTS) {
      await expect(create.newestRun().locator('video')).toBeVisible({ timeout: 90_000 })
      await shoot(page, 'create-animated-video')
    }
  })

  test('a phone shows the prompt bar and the newest result, and nothing scrolls sideways', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const create = new CreatePage(page)
    const word = 'Pneumonoultramicroscopicsilicovolcanoses'
    expect(word).toHaveLength(40)
    const filler = 'a quiet harbour town at dawn with boats and gulls and nets drying in the sun '
    const prompt = `${word} ${filler.repeat(4)}`.slice(0, 300)
    expect(prompt).toHaveLength(300)
    await makeImage(create, page, prompt)
    await page.reload()
    await expect(create.newestRun()).toContainText(word)
    await expect(create.focalMedia()).toBeVisible()
    const sideways = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }))
    expect(sideways.scroll).toBeLessThanOrEqual(sideways.client)
    // The first screen: the prompt bar (docked at the foot) and the newest result.
    await expect(create.prompt()).toBeInViewport()
    await expect(create.focalMedia()).toBeInViewport({ ratio: 0.5 })
  })

  test('a result opens full size; the arrows go through the feed, Escape closes', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1400, height: 900 })
    const create = new CreatePage(page)
    const first = `A red umbrella in the rain ${Date.now().toString(36)}`
    const second = `A blue bicycle by a canal ${Date.now().toString(36)}`
    await makeImage(create, page, first)
    await makeImage(create, page, second)
    await page.reload()
    await expect(create.newestRun()).toContainText(second)

    const opener = create.newestRun().getByRole('button', { name: /^Open full size/ })
    await opener.click()
    const lightbox = create.lightbox()
    await expect(lightbox.getByRole('heading', { name: second })).toBeVisible()
    await expect(lightbox.getByRole('img', { name: second })).toBeVisible()
    await expect(lightbox.getByRole('button', { name: 'Animate' })).toBeVisible()
    // Its words are a person's: no route, field name, id, boolean or signed URL (issue 79, item 6).
    expect(machineText(await screenText(page))).toEqual([])
    await page.keyboard.press('ArrowRight')
    await expect(lightbox.getByRole('heading', { name: first })).toBeVisible()
    await expect(lightbox).toContainText('2 of')
    await page.keyboard.press('ArrowLeft')
    await expect(lightbox.getByRole('heading', { name: second })).toBeVisible()
    // Focus stays inside while it is open.
    for (let i = 0; i < 25; i += 1) await page.keyboard.press('Tab')
    expect(await lightbox.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
    await shoot(page, 'create-lightbox')
    await page.keyboard.press('Escape')
    await expect(lightbox).toBeHidden()
    await expect(opener).toBeFocused()
  })
})

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
