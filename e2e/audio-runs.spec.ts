import { expect, test, type Page } from '@playwright/test'
import { z } from 'zod'
import { AudioPage } from './pages/audio-page'
import { expectNoAxeViolations } from './pages/axe-scan'
import { shoot } from './support/shots'

const History = z.object({
  generations: z.array(
    z.looseObject({
      id: z.string(),
      prompt: z.string().nullish(),
      model: z.string().nullish(),
      generation_type: z.string().nullish(),
      credits_deducted: z.number().nullish(),
    }),
  ),
})

/** The account's songs whose prompt holds `mark`, read from the service's history. */
async function songsMarked(page: Page, mark: string) {
  const answer = await page.request.get('/api/v1/generations?limit=100')
  expect(answer.ok()).toBe(true)
  return History.parse(await answer.json()).generations.filter((job) => job.prompt?.includes(mark))
}

test('a run of songs made from the Audio page sends each once, on the music route, and plays its results', async ({
  page,
}) => {
  const mark = `lullaby-${Date.now().toString(36)}`
  expect((await page.request.post('/api/session', { data: { demo: 'creator' } })).ok()).toBe(true)
  const audio = new AudioPage(page)
  await audio.goto()
  await audio.prompt().fill(`A ${mark} on {piano|guitar}`)
  const starts = audio.countPosts('music')
  let handOvers = 0
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (request.method() === 'POST' && path === '/api/studio/runs') handOvers += 1
  })

  await audio.musicForm().getByRole('button', { name: 'Make a run' }).click()
  const builder = page.getByRole('dialog', { name: 'Make a run of songs' })
  await expect(builder.getByRole('textbox', { name: 'Prompt' })).toHaveValue(
    `A ${mark} on {piano|guitar}`,
  )
  // Every song it makes, each with its price, and the exact total before the click.
  const made = builder.getByRole('list', { name: /What it makes/ })
  for (const instrument of ['piano', 'guitar']) {
    await expect(
      made.getByRole('listitem').filter({ hasText: `A ${mark} on ${instrument}` }),
    ).toContainText(/2 songs · [\d,]+ credits/)
  }
  const start = builder.getByRole('button', { name: /^Start 2 for [\d,]+ credits$/ })
  await expect(start).toBeEnabled()
  const total = Number((await start.textContent())!.match(/for ([\d,]+) credits/)![1]!)
  await expect(builder.getByText(`2 items · ${total} credits`)).toBeVisible()
  await expectNoAxeViolations(page, 'the audio run builder')
  await shoot(page, 'audio-run-builder')

  await start.dblclick()
  await expect(page).toHaveURL(/\/runs\/[0-9a-f-]+$/)
  await expect(page.getByText(/Done · 2 of 2 sent/)).toBeVisible({ timeout: 60_000 })
  // Its songs play where they are: the first song of each item.
  await expect(page.getByRole('button', { name: /^Play Song 1 of / })).toHaveCount(2, {
    timeout: 20_000,
  })
  await expect(page.getByRole('button', { name: /open it full size/ })).toHaveCount(0)
  await expectNoAxeViolations(page, 'a finished run of songs')
  await shoot(page, 'audio-run-done')

  // The service made each song once, on the music route, by the studio's server, for the total.
  const songs = await songsMarked(page, mark)
  expect(songs.map((s) => s.prompt).sort()).toEqual([`A ${mark} on guitar`, `A ${mark} on piano`])
  expect(songs.every((s) => s.generation_type === 'text-to-music')).toBe(true)
  expect(songs.reduce((sum, s) => sum + (s.credits_deducted ?? 0), 0)).toBe(total)
  expect({ handOvers, pageStarts: starts.bodies.length }).toEqual({ handOvers: 1, pageStarts: 0 })
})

test('a run of songs compares two song models, each text in a column of its own', async ({
  page,
}) => {
  const mark = `strings-${Date.now().toString(36)}`
  expect((await page.request.post('/api/session', { data: { demo: 'creator' } })).ok()).toBe(true)
  const audio = new AudioPage(page)
  await audio.goto()
  await audio.prompt().fill(`A ${mark} quartet`)
  await audio.musicForm().getByRole('button', { name: 'Make a run' }).click()
  const builder = page.getByRole('dialog', { name: 'Make a run of songs' })
  // The form's model is chosen; a second song model joins it.
  const models = builder.getByRole('group', { name: 'Song models' })
  await expect(models.getByRole('checkbox', { checked: true })).toHaveCount(1)
  await models.getByRole('checkbox', { checked: false }).first().check()
  await expect(builder.getByText('Each song is made on every model chosen')).toBeVisible()
  await expect(builder.getByRole('list', { name: /What it makes/ })).toContainText('4 songs')
  const start = builder.getByRole('button', { name: /^Start 2 for [\d,]+ credits$/ })
  const total = Number((await start.textContent())!.match(/for ([\d,]+) credits/)![1]!)
  await shoot(page, 'audio-run-compare')
  await start.click()
  await expect(page).toHaveURL(/\/runs\/[0-9a-f-]+$/)
  await expect(page.getByText(/Done · 2 of 2 sent/)).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('button', { name: /^Play Song 1 of / })).toHaveCount(2, {
    timeout: 20_000,
  })
  // One song job on each model, for the total shown.
  const songs = await songsMarked(page, mark)
  expect(songs).toHaveLength(2)
  expect(new Set(songs.map((s) => s.model)).size).toBe(2)
  expect(songs.reduce((sum, s) => sum + (s.credits_deducted ?? 0), 0)).toBe(total)
})
