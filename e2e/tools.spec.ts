import { randomBytes } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { E2E_EMULATOR_URL } from '../playwright.config'
import { writePng } from './support/media-files'
import { GalleryPage } from './pages/gallery-page'
import { ToolsPage } from './pages/tools-page'

/** The seeded Veo 3.1 Fast clip of the creator (720p, 8 s). */
const SEEDED_VEO = '5eed0000-0000-4000-8000-000000000005'
const SEEDED_VEO_PROMPT = 'Drone shot over a misty pine forest at sunrise'

// Real renders (ffmpeg) on a shared machine: a 1080p source plus its extension take a while.
test.describe.configure({ timeout: 150_000 })

const figures: string[] = []
test.afterAll(() => console.log(`\nTool figures (time scale 0.02):\n${figures.join('\n')}`))

async function connect(page: Page) {
  const response = await page.request.post('/api/session', { data: { demo: 'creator' } })
  expect(response.ok()).toBe(true)
}

/** Starts a media job through the studio's proxy and waits until it has completed. */
async function madeMedia(page: Page, body: Record<string, unknown>): Promise<string> {
  const response = await page.request.post('/api/v1/generate/media', { data: body })
  expect(response.status(), await response.text()).toBe(200)
  const { generation_id: id } = (await response.json()) as { generation_id: string }
  await expect
    .poll(
      async () => {
        const status = await page.request.get(`/api/v1/generate/media/${id}`)
        return ((await status.json()) as { status: string }).status
      },
      { timeout: 30_000, intervals: [250] },
    )
    .toBe('completed')
  return id
}

const unique = (text: string) => `${text} ${Date.now().toString(36)}`

/** A PNG of noise, so it does not compress below `bytes`. */
async function noisyPng(path: string, side: number): Promise<string> {
  const raw = randomBytes(side * side * 3)
  await writeFile(
    path,
    await sharp(raw, { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer(),
  )
  return path
}

test('remove background: a 6 MB PNG is refused before sending; a small one gives a cut-out with before/after', async ({
  page,
}) => {
  await connect(page)
  const tools = new ToolsPage(page)
  await tools.goto('tool=remove-background')
  await tools.upload('Image', await noisyPng(join(tmpdir(), 'tools-6mb.png'), 1450))
  await expect(
    page.getByRole('alert').filter({ hasText: 'remove background takes images up to 5.0 MB' }),
  ).toBeVisible()
  expect(tools.startPosts).toEqual([])
  // Not trusted from its name: GIF bytes called .png are refused too.
  const gif = join(tmpdir(), 'tools-fake.png')
  await writeFile(gif, Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary'))
  await tools.upload('Image', gif)
  await expect(page.getByRole('alert').filter({ hasText: 'a GIF file' })).toBeVisible()

  await tools.upload('Image', await writePng(join(tmpdir(), 'tools-small.png'), 96, '#16a34a'))
  await expect(tools.cost()).toContainText('3 credits')
  const seconds = await tools.runUntilResult('Remove background', () =>
    page.getByRole('slider', { name: 'Before and after' }),
  )
  figures.push(`remove background: ${seconds.toFixed(1)} s, ${tools.startPosts.length} POST`)
  await expect(tools.result().getByRole('img', { name: /after, background removed/ })).toBeVisible()
  await expect(tools.result().getByRole('button', { name: 'Download PNG' })).toBeVisible()
  await expect(tools.result().getByRole('link', { name: 'Use as input' })).toHaveAttribute(
    'href',
    /^\/create\?source=/,
  )
})

test('extend: refused for a 1080p clip before the click; a 720p Veo clip plays with its extension', async ({
  page,
}) => {
  await connect(page)
  const tools = new ToolsPage(page)
  const hd = await madeMedia(page, {
    model: 'veo3-1-lite-text-to-video',
    prompt: unique('A 1080p harbor'),
    resolution: '1080p',
  })
  await tools.goto(`tool=extend&from=${hd}`)
  await expect(tools.refusal()).toHaveText(
    'this clip is 1080p: extend takes lite, fast or quality 720p outputs of Veo 3.1.',
  )
  await expect(tools.submit('Extend')).toBeDisabled()

  // From the gallery detail of the seeded clip: the Extend action opens the tool on it.
  const gallery = new GalleryPage(page)
  await gallery.goto(`?view=${SEEDED_VEO}`)
  const toolsFor = gallery.detail().getByRole('list', { name: 'Tools for this output' })
  // The tools that do not apply are named in one folded line; opened, it says why.
  await gallery
    .detail()
    .getByText(/^Not for this output: .*Finalize draft/)
    .click()
  await expect(
    gallery.detail().getByRole('list', { name: 'Tools not available for this output' }),
  ).toContainText('Not available: this is not a draft')
  await toolsFor.getByRole('link', { name: 'Extend' }).click()
  await expect(page).toHaveURL(new RegExp(`tool=extend&from=${SEEDED_VEO}`))
  await expect(page.getByRole('radio', { name: /Fast · 75 credits/ })).toBeChecked()
  await expect(tools.cost()).toContainText('75 credits')
  await page.getByRole('radio', { name: /Quality · 300 credits/ }).check({ force: true })
  await expect(tools.refusal()).toContainText('only the fast tier extends it')
  await page.getByRole('radio', { name: /Fast · 75 credits/ }).check({ force: true })
  const seconds = await tools.runUntilResult('Extend', () =>
    page.getByRole('button', { name: 'Play both' }),
  )
  figures.push(`extend: ${seconds.toFixed(1)} s, ${tools.startPosts.length} POST`)
  await page.getByRole('button', { name: 'Play both' }).click()
  await expect(tools.result()).toContainText('the source clip, then the extension')
  await expect(tools.result().getByRole('link', { name: /^Made from/ })).toHaveAttribute(
    'href',
    `/gallery?view=${SEEDED_VEO}`,
  )
  // The gallery detail of the extension plays it after its source too.
  const extension = tools.result().getByRole('link', { name: 'Open in the gallery' })
  await page.goto((await extension.getAttribute('href'))!)
  await expect(gallery.detail().getByRole('button', { name: 'Play both' })).toBeVisible()
})

test('finalize draft: badge and countdown, finalized once; an expired draft gets the service error in words', async ({
  page,
}) => {
  await connect(page)
  const tools = new ToolsPage(page)
  const draftBody = { model: 'seedance-1-5-lite', quality: '720p-draft', duration: 5 }
  const draft = await madeMedia(page, { ...draftBody, prompt: unique('A draft meadow') })

  const gallery = new GalleryPage(page)
  await gallery.goto(`?view=${draft}`)
  await expect(gallery.detail().getByText('Draft', { exact: true })).toBeVisible()
  await expect(gallery.detail().getByText(/Finalize within 6 d 23 h/)).toBeVisible()
  await gallery.detail().getByRole('link', { name: 'Finalize draft' }).click()
  await expect(tools.cost()).toContainText('30 credits')
  const seconds = await tools.runUntilResult('Finalize to 1080p', () =>
    tools.result().getByRole('button', { name: 'Download' }),
  )
  figures.push(`finalize draft: ${seconds.toFixed(1)} s, ${tools.startPosts.length} POST`)
  await page.reload()
  await expect(tools.refusal()).toHaveText('this draft has been finalized already.')
  await expect(tools.submit('Finalize to 1080p')).toBeDisabled()

  // A draft that expires while its page is open: the service answers 410, shown in words.
  const old = await madeMedia(page, { ...draftBody, prompt: unique('An old draft') })
  await tools.goto(`tool=finalize-draft&from=${old}`)
  await expect(tools.submit('Finalize to 1080p')).toBeEnabled()
  const aged = await page.request.post(`${E2E_EMULATOR_URL}/__test/jobs/${old}/age?days=8`)
  expect(aged.ok()).toBe(true)
  await tools.submit('Finalize to 1080p').click()
  await expect(
    tools
      .problem()
      .filter({ hasText: 'The draft is older than 7 days and can no longer be finalized' }),
  ).toContainText('Make it again in Create')
  await expect(tools.submit('Finalize to 1080p')).toBeVisible()
})

test('captions: auto or best with a language, the estimate from the video length, the captioned result', async ({
  page,
}) => {
  await connect(page)
  const tools = new ToolsPage(page)
  await tools.goto(`tool=captions&from=${SEEDED_VEO}`)
  await expect(page.getByText(/Length: 8 s/)).toBeVisible()
  await expect(tools.cost()).toContainText(
    /\d+ credits \(estimate: 5 for transcription \+ [89] for rendering 8 s\)/,
  )
  await page.getByRole('radio', { name: /^Best/ }).check({ force: true })
  await expect(tools.refusal()).toHaveText('Choose the spoken language for quality best.')
  await page.getByLabel('Spoken language').selectOption({ label: 'English' })
  await expect(tools.cost()).toContainText(/estimate: 10 for transcription/)
  const seconds = await tools.runUntilResult('Add captions', () =>
    tools.result().getByRole('button', { name: 'Download' }),
  )
  figures.push(`captions: ${seconds.toFixed(1)} s, ${tools.startPosts.length} POST`)
})

test('dubbing then captions: the source language cannot be a target; one dub per language; the chain keeps its lineage', async ({
  page,
}) => {
  await connect(page)
  const tools = new ToolsPage(page)
  await tools.goto(`tool=dubbing&from=${SEEDED_VEO}`)
  await expect(page.getByText(`From the gallery: ${SEEDED_VEO_PROMPT}`)).toBeVisible()
  await page.getByLabel('Spoken language of the video').selectOption({ label: 'English' })
  await tools.searchLanguage('fren')
  await tools.language('French').check()
  await tools.searchLanguage('engl')
  await tools.language('English').check()
  await expect(tools.refusal()).toContainText(
    'English is the source language, so it cannot also be a target',
  )
  await expect(tools.submit(/^Dub/)).toBeDisabled()
  await page.getByRole('button', { name: 'Remove English' }).click()
  await tools.searchLanguage('germ')
  await tools.language('German').check()
  await expect(tools.cost()).toContainText('80 credits')
  const seconds = await tools.runUntilResult('Dub into 2 languages', () =>
    tools.result().getByText('German', { exact: true }),
  )
  figures.push(`dubbing (2 languages): ${seconds.toFixed(1)} s, ${tools.startPosts.length} POST`)
  await expect(tools.result().getByText('French', { exact: true })).toBeVisible()
  await expect(tools.result().getByRole('button', { name: 'Download' })).toHaveCount(2)
  const dubUrl = new URL(page.url())
  const dubId = await page.evaluate(() => {
    const jobs = JSON.parse(
      localStorage.getItem(
        `media-studio:${localStorage.getItem('media-studio:account')}:tracked-jobs`,
      ) ?? '[]',
    ) as {
      id: string
      action?: string
    }[]
    return jobs.find((j) => j.action === 'dubbing')!.id
  })
  expect(dubUrl.pathname).toBe('/tools')

  // Chain: the French dub goes into captions; its result links back to the dub.
  await tools.result().getByRole('link', { name: 'Add captions' }).first().click()
  await expect(page).toHaveURL(new RegExp(`tool=captions&from=${dubId}`))
  await expect(tools.cost()).toBeVisible()
  await tools.runUntilResult('Add captions', () =>
    tools.result().getByRole('button', { name: 'Download' }),
  )
  await expect(tools.result().getByRole('link', { name: /^Made from/ })).toHaveAttribute(
    'href',
    `/gallery?view=${dubId}`,
  )
  const lineage = await page.evaluate(() =>
    (
      JSON.parse(
        localStorage.getItem(
          `media-studio:${localStorage.getItem('media-studio:account')}:tracked-jobs`,
        ) ?? '[]',
      ) as {
        action?: string
        madeFrom?: { id: string }[]
      }[]
    ).map((j) => [j.action, j.madeFrom?.[0]?.id]),
  )
  expect(lineage).toContainEqual(['captions', dubId])
  expect(lineage).toContainEqual(['dubbing', SEEDED_VEO])
  expect(tools.startPosts).toEqual(['/api/v1/generate/dubbing', '/api/v1/generate/captions'])
})
