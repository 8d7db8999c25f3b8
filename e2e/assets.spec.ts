import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { AssetsPage } from './pages/assets-page'
import { CreatePage } from './pages/create-page'
import { writePng, writeWav } from './support/media-files'

interface CatalogModel {
  model_id: string
  model_type: string
  requires_input_media?: boolean | null
  input_media_types?: string[] | null
}
interface AssetList {
  assets: {
    id: string
    name: string
    kind: string
    url: string
    size_bytes: number
    shared: boolean
  }[]
  quota_bytes: number
  used_bytes: number
}

/** Names unique per run, so the spec also passes against a library it has used before. */
const unique = (base: string) => `${base}-${Date.now().toString(36)}`

async function connect(page: Page, demo: 'creator' | 'team') {
  const response = await page.request.post('/api/session', { data: { demo } })
  expect(response.ok()).toBe(true)
}

async function assetList(request: APIRequestContext): Promise<AssetList> {
  const response = await request.get('/api/v1/assets')
  expect(response.ok()).toBe(true)
  return (await response.json()) as AssetList
}

/** An image model that needs source images, from the live catalog (no id written here). */
async function imageEditModel(request: APIRequestContext): Promise<string> {
  const { models } = (await (await request.get('/api/v1/models')).json()) as {
    models: CatalogModel[]
  }
  const model = models.find(
    (m) =>
      m.model_type === 'image' && m.requires_input_media && m.input_media_types?.includes('image'),
  )
  expect(model).toBeTruthy()
  return model!.model_id
}

test('creator: upload an image, rename it, use it as a source, delete it', async ({
  page,
}, testInfo) => {
  await connect(page, 'creator')
  const assets = new AssetsPage(page)
  const [uploaded, renamed] = [unique('e2e-upload'), unique('e2e-source')]
  await assets.goto()

  await assets.chooseFile(await writePng(testInfo.outputPath('Sunset Photo.png')))
  await expect(assets.nameInput()).toHaveValue('sunset-photo')
  await assets.nameInput().fill(uploaded)
  await assets.addButton().click()
  await expect(assets.added()).toHaveText(`Added “${uploaded}” to your personal library.`)
  await expect(assets.card(uploaded)).toContainText('96 × 96')

  await assets.rename(uploaded, renamed)
  const asset = (await assetList(page.request)).assets.find((a) => a.name === renamed)
  expect(asset?.kind).toBe('image')

  const create = new CreatePage(page)
  await create.goto(`?model=${encodeURIComponent(await imageEditModel(page.request))}`)
  const sent: string[][] = []
  page.on('request', (request) => {
    if (
      request.method() === 'POST' &&
      new URL(request.url()).pathname === '/api/v1/generate/media'
    ) {
      sent.push(
        (request.postDataJSON() as { source_media_urls?: string[] }).source_media_urls ?? [],
      )
    }
  })
  await page
    .getByRole('button', { name: /From library$/ })
    .first()
    .click()
  const picker = page.getByRole('dialog')
  await picker.getByRole('button', { name: `Use ${renamed}` }).click()
  await expect(picker).toBeHidden()
  await create.prompt().fill('Make the sky purple')
  await create.generate().click()
  await expect(create.confirmation()).toBeVisible()
  expect(sent).toHaveLength(1)
  expect(sent[0]?.[0]).toContain(`/${asset!.id}.png?`)

  await assets.goto()
  await assets.delete(renamed)
})

test('team: a team asset is marked shared, with its uploader', async ({ page }, testInfo) => {
  await connect(page, 'team')
  const assets = new AssetsPage(page)
  await assets.goto()
  const png = await writePng(testInfo.outputPath('team.png'), 64, '#16a34a')
  const name = unique('e2e-team-asset')

  await assets.chooseFile(png)
  await assets.nameInput().fill(name)
  await assets.addButton().click()
  await expect(assets.fieldError('add-library')).toHaveText(
    'Choose the team library or your personal library.',
  )

  const body = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/assets',
  )
  await assets.chooseLibrary('Team library')
  await assets.addButton().click()
  expect((await body).postDataJSON()).toMatchObject({ name, shared: true })
  await expect(assets.added()).toHaveText(`Added “${name}” to the team library.`)

  await expect(assets.tab('Team')).toHaveAttribute('aria-selected', 'true')
  const card = assets.card(name)
  await expect(card).toContainText('Shared with the team')
  await expect(card).toContainText(/Uploaded by\s*demo-team-member/)
  await expect(assets.meter('Team storage')).toBeVisible()

  // The same file again, now into the personal library: a second choice of it is taken.
  const personal = unique('e2e-team-personal-copy')
  await assets.addFile(png, personal, 'Personal library')
  await expect(assets.added()).toHaveText(`Added “${personal}” to your personal library.`)
})

test("add by URL: the name comes from the URL's file, and the asset lands in the library", async ({
  page,
}) => {
  await connect(page, 'creator')
  const history = await page.request.get('/api/v1/generations?status=completed')
  const { generations } = (await history.json()) as {
    generations: { outputs?: { url?: string | null }[] }[]
  }
  const url = generations
    .flatMap((g) => g.outputs ?? [])
    .map((o) => o.url ?? '')
    .find((u) => u.endsWith('.png'))
  expect(url).toBeTruthy()
  const expectedName = url!
    .split('/')
    .pop()!
    .replace(/\.png$/, '')
    .toLowerCase()

  const assets = new AssetsPage(page)
  await assets.goto()
  await assets.useUrlSource()
  await assets.urlInput().fill(url!)
  await expect(assets.nameInput()).toHaveValue(expectedName)
  await assets.addButton().click()
  await expect(assets.added()).toBeVisible({ timeout: 30_000 })
  await expect(assets.card(expectedName)).toBeVisible()
  await assets.delete(expectedName)
})

test('a full library: quota_exceeded is explained, before and after sending', async ({
  page,
}, testInfo) => {
  await connect(page, 'creator')
  const assets = new AssetsPage(page)
  const before = await assetList(page.request)
  const room = before.quota_bytes - before.used_bytes
  const seeded = before.assets.find((a) => a.kind === 'image' && a.size_bytes > 4096)
  expect(seeded).toBeTruthy()
  const filler = unique('e2e-filler')
  await assets.goto()

  // Fill the library to within 2 KB of its quota.
  await assets.addFile(
    await writeWav(testInfo.outputPath('filler.wav'), (room - 2048) & ~1),
    filler,
  )
  await expect(assets.added()).toBeVisible({ timeout: 30_000 })
  await expect(assets.meter('Personal storage')).toHaveAttribute(
    'aria-valuetext',
    /50\.0 MB of 50\.0 MB used/,
  )

  // A file: the browser knows the free room and sends nothing.
  const sends = assets.countSends()
  await assets.chooseFile(await writeWav(testInfo.outputPath('more.wav'), 8192))
  await expect(assets.fieldError('add-file')).toContainText('does not fit in your personal library')
  await expect(assets.fieldError('add-file')).toContainText('Delete assets you no longer need')
  await assets.addButton().click()
  expect(sends.uploads + sends.creates).toBe(0)

  // A URL: only the service can tell, and its quota_exceeded is put in words.
  await assets.useUrlSource()
  await assets.urlInput().fill(seeded!.url)
  await assets.nameInput().fill('e2e-too-much')
  await assets.addButton().click()
  await expect(assets.problem()).toContainText('This file does not fit in your personal library')
  await expect(assets.problem()).toContainText('Delete assets you no longer need, then retry')
  await expect(assets.nameInput()).toHaveValue('e2e-too-much')
  await expect(assets.urlInput()).toHaveValue(seeded!.url)

  await assets.delete(filler)
})

test('a bad name, a foreign type and a taken name are refused before sending', async ({
  page,
}, testInfo) => {
  await connect(page, 'creator')
  const taken = (await assetList(page.request)).assets[0]?.name
  expect(taken).toBeTruthy()
  const assets = new AssetsPage(page)
  await assets.goto()
  const sends = assets.countSends()

  await assets.chooseFile(await writePng(testInfo.outputPath('ok.png')))
  await assets.nameInput().fill('My Logo!')
  // In a person's words, with a name that would do (issue 79, item 6).
  await expect(assets.fieldError('add-name')).toContainText(
    'Use only small letters, numbers, hyphens and underscores (not capitals, spaces, “!”): try “my-logo”.',
  )
  await assets.addButton().click()
  await assets.nameInput().fill('x'.repeat(65))
  await expect(assets.fieldError('add-name')).toContainText('at most 64')
  await assets.nameInput().fill(taken!)
  await expect(assets.fieldError('add-name')).toContainText('already in this library')
  await assets.addButton().click()

  await assets
    .fileInput()
    .setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') })
  await expect(assets.fieldError('add-file')).toContainText('is not accepted in the library')
  await assets.addButton().click()
  expect(sends.uploads + sends.creates).toBe(0)
})

test('a cancelled or refused add keeps the file and the name; the retry does not upload again', async ({
  page,
}, testInfo) => {
  await connect(page, 'creator')
  const assets = new AssetsPage(page)
  await assets.goto()
  const sends = assets.countSends()
  const [refusedName, finalName] = [unique('e2e-retry'), unique('e2e-retry-ok')]
  await page.route('**/api/v1/upload/media', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    await route.continue().catch(() => undefined)
  })

  await assets.addFile(await writePng(testInfo.outputPath('retry.png')), refusedName)
  await expect(page.getByRole('progressbar', { name: 'Uploading retry.png' })).toBeVisible()
  await expect(assets.addForm().getByText(/^[\d.]+ (B|KB) of [\d.]+ (B|KB) sent$/)).toBeVisible()
  await assets.addForm().getByRole('button', { name: 'Cancel upload' }).click()
  await expect(assets.problem()).toContainText('The upload was cancelled.')
  await expect(assets.nameInput()).toHaveValue(refusedName)
  await expect(assets.addForm().getByRole('button', { name: 'Remove retry.png' })).toBeVisible()

  // The service refuses the name once (as if another tab had just taken it).
  await page.unroute('**/api/v1/upload/media')
  let refused = false
  await page.route('**/api/v1/assets', (route) => {
    if (route.request().method() !== 'POST' || refused) return route.continue()
    refused = true
    return route.fulfill({
      status: 409,
      json: { error: 'name_taken', message: 'taken', param: 'name' },
    })
  })
  await assets.addButton().click()
  await expect(assets.problem()).toContainText(`“${refusedName}” is already used in this library.`)
  await expect(assets.problem()).toContainText('Choose another name, then retry')

  await assets.nameInput().fill(finalName)
  await assets.addButton().click()
  await expect(assets.added()).toHaveText(`Added “${finalName}” to your personal library.`)
  expect(sends).toEqual({ uploads: 2, creates: 2 })
  await assets.delete(finalName)
})
