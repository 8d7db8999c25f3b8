import { expect, test } from '@playwright/test'
import { AudioPage } from './pages/audio-page'
import { connectDemo } from './support/connect-demo'
import { shoot } from './support/shots'

// The read-only demo key holds read:generations and read:balance only: every paid form is off
// before any click and says which permission is missing, and nothing is started.

test('a read-only key sees each paid form off, with the missing permission named', async ({
  page,
}) => {
  const starts: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (request.method() === 'POST' && /\/api\/v1\/(generate|story)\//.test(path)) {
      // The free permission check's empty bodies start nothing; anything else would.
      if (request.postData() !== '{}') starts.push(path)
    }
  })
  await connectDemo(page, 'Read-only')

  const form = page.getByRole('form', { name: 'New generation' })
  await expect(
    form.getByText(
      "This key cannot generate images or videos (it lacks the generate:media permission). Ask the key's owner for it, or connect another key.",
    ),
  ).toBeVisible()
  await expect(form.getByRole('button', { name: 'Generate' })).toBeDisabled()
  await shoot(page, 'read-only-create')

  const audio = new AudioPage(page)
  await audio.goto()
  await expect(
    audio.musicForm().getByText(/cannot generate music \(it lacks the generate:music permission\)/),
  ).toBeVisible()
  await expect(audio.generateMusic()).toBeDisabled()
  await audio.tab('Speech').click()
  await expect(
    audio
      .speechForm()
      .getByText(
        /cannot generate speech \(it lacks the generate:speech or generate:music permission\)/,
      ),
  ).toBeVisible()
  await expect(audio.generateSpeech()).toBeDisabled()
  // No sample is offered to a key that could not make one.
  await expect(page.getByRole('button', { name: /^Hear .* first$/ })).toHaveCount(0)
  await shoot(page, 'read-only-speech')

  await page.goto('/story')
  await expect(
    page.getByText(/cannot make story videos \(it lacks the generate:media permission\)/),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Start story' })).toBeDisabled()
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
