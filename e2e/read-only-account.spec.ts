import { expect, test } from '@playwright/test'
import { AudioPage } from './pages/audio-page'
import { GalleryPage } from './pages/gallery-page'
import { connectDemo } from './support/connect-demo'
import { shoot } from './support/shots'

// The read-only demo key holds read:generations and read:balance only: it opens on the gallery,
// with a note of what it can and cannot do; every paid form is off before any click and says what
// the key cannot do; no action it cannot take is offered; and no page it opens is refused.

test('a read-only key opens on the gallery, told what it can do, and is never refused', async ({
  page,
}) => {
  test.setTimeout(180_000)
  // Every refusal a page's own reads meet shows in its console: none may, on any page it opens.
  const refused: string[] = []
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(`${response.status()} ${response.url()}`)
  })
  page.on('console', (message) => {
    if (message.type() === 'error' && /\b403\b/.test(message.text())) refused.push(message.text())
  })
  await connectDemo(page, 'Read-only')
  // Where it can do something: the gallery, with a quiet note of what this key can and cannot do.
  const note = page.getByRole('note').filter({ hasText: 'View only' })
  await expect(note).toContainText('cannot generate')
  const gallery = new GalleryPage(page)
  await expect(gallery.items().first()).toBeVisible({ timeout: 30_000 })
  const listed = await page.request.get('/api/v1/generations?limit=50&status=completed')
  const { generations } = (await listed.json()) as {
    generations: { id: string; order_id?: string | null; generation_type?: string | null }[]
  }
  const image = generations.find((g) => !g.order_id && g.generation_type === 'text-to-image')
  await gallery.goto(`?view=${image!.id}`)
  // Nothing it cannot do is offered: no remix, no tools, no star, no board.
  await expect(gallery.detail().getByRole('button', { name: 'Download' }).first()).toBeVisible()
  await expect(gallery.remixLink()).toHaveCount(0)
  await expect(gallery.detail().getByRole('link', { name: 'Remove background' })).toHaveCount(0)
  await expect(gallery.detail().getByRole('button', { name: /^Remove background/ })).toHaveCount(0)
  await expect(gallery.detail().getByRole('button', { name: /^(Star|Unstar)\b/ })).toHaveCount(0)
  await expect(gallery.detail().getByRole('link', { name: 'Use as input' })).toHaveCount(0)
  await shoot(page, 'read-only-gallery-detail')
  await page.keyboard.press('Escape')
  await shoot(page, 'read-only-gallery')

  for (const path of ['/assets', '/story', '/orders', '/usage', '/models', '/tools', '/create']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
  }
  expect(refused).toEqual([])
})

test('a read-only key sees each paid form off, saying what it cannot do', async ({ page }) => {
  const starts: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (request.method() === 'POST' && /\/api\/v1\/(generate|story)\//.test(path)) starts.push(path)
  })
  await connectDemo(page, 'Read-only')
  await page.goto('/create')

  const form = page.getByRole('form', { name: 'New generation' })
  await expect(
    form.getByText(
      'This key cannot generate images or videos: its owner did not give it that permission. Ask them for it, or connect another key.',
    ),
  ).toBeVisible()
  await expect(form.getByRole('button', { name: 'Generate' })).toBeDisabled()
  // What it could spend is beside the point for a key that cannot start a job.
  await expect(form.getByText(/you can spend/)).toHaveCount(0)
  await shoot(page, 'read-only-create')

  const audio = new AudioPage(page)
  await audio.goto()
  await expect(audio.musicForm().getByText(/^This key cannot generate music: /)).toBeVisible()
  await expect(audio.generateMusic()).toBeDisabled()
  await audio.tab('Speech').click()
  await expect(audio.speechForm().getByText(/^This key cannot generate speech: /)).toBeVisible()
  await expect(audio.generateSpeech()).toBeDisabled()
  // No sample is offered to a key that could not make one.
  await expect(page.getByRole('button', { name: /^Hear .* first$/ })).toHaveCount(0)
  await shoot(page, 'read-only-speech')

  await page.goto('/story')
  await expect(page.getByText(/^This key cannot make story videos: /)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Start story' })).toBeDisabled()
  // The key's permissions were known before any page rendered: no start, not even a check.
  expect(starts).toEqual([])
})

test('a voice is heard before it is chosen: price first, one sample, kept', async ({ page }) => {
  test.setTimeout(180_000)
  await connectDemo(page, 'Creator')
  const audio = new AudioPage(page)
  const posts = audio.countPosts('speech')
  await audio.goto('?tab=speech')
  const voice = await audio.voice().inputValue()
  await page.getByRole('button', { name: `Hear ${voice} first` }).click()
  const offer = page.getByRole('group', { name: `Hear ${voice} first` })
  await expect(offer).toContainText(/costs \d+ credits .* pay for this voice once/)
  expect(posts.bodies).toHaveLength(0)
  await shoot(page, 'voice-sample-offer')
  await offer.getByRole('button', { name: /^Make the sample · \d+ credits$/ }).click()
  const player = page.getByLabel(`Sample of ${voice}`)
  await expect(player).toBeVisible({ timeout: 120_000 })
  expect(posts.bodies).toEqual([expect.objectContaining({ voice })])
  await shoot(page, 'voice-sample-player')
  // Kept for the account: after a reload it plays again without a second job.
  await page.reload()
  await audio.tab('Speech').click()
  await expect(page.getByLabel(`Sample of ${voice}`)).toBeVisible({ timeout: 20_000 })
  expect(posts.bodies).toHaveLength(1)
})
