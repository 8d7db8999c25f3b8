import { expect, test, type Page } from '@playwright/test'
import { AudioPage } from './pages/audio-page'

async function connect(page: Page) {
  // The key check reads the balance: on a busy minute the read limit may answer 429 first.
  for (let attempt = 1; ; attempt += 1) {
    const response = await page.request.post('/api/session', { data: { demo: 'creator' } })
    if (response.ok()) return
    const why = `connect: ${response.status()} ${await response.text()}`
    expect(response.status() === 429 && attempt < 4, why).toBe(true)
    console.log(`${why}; trying again`)
    await page.waitForTimeout(5_000)
  }
}

const unique = (text: string) => `${text} ${Date.now().toString(36)}`

interface Song {
  audio_url?: string | null
  stream_url?: string | null
}

/**
 * Holds music jobs in their streaming phase: status answers keep `stream_url` (a distinct URL of
 * the same file) and withhold `audio_url` until `release()`. At the emulator's time scale the
 * stream phase is shorter than the first poll, so a test that wants to hear the stream first and
 * the switch after holds it this way; everything else is the emulator's real answer.
 */
async function holdStreaming(page: Page) {
  let holding = true
  await page.route(/\/api\/v1\/generate\/music\/\d+$/, async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { status: string; songs?: Song[] }
    if (holding && body.songs?.length) {
      body.status = 'processing'
      for (const song of body.songs) {
        const file = song.audio_url ?? song.stream_url
        song.stream_url = `${file}?stream=1`
        song.audio_url = null
      }
    }
    await route.fulfill({ response, json: body })
  })
  return { release: () => (holding = false) }
}

test('the history lists audio jobs newest first, virtualized, and opens one', async ({ page }) => {
  await connect(page)
  const start = Date.parse('2026-01-01T00:00:00Z')
  const generations = Array.from({ length: 1000 }, (_, i) => ({
    id: String(5000 + i),
    status: 'completed',
    model: 'V4_5',
    prompt: `History song ${i}`,
    generation_type: 'text-to-music',
    created_at: new Date(start + i * 60_000).toISOString(),
    outputs: [],
  }))
  await page.route(/\/api\/v1\/generations(\?.*)?$/, (route) =>
    route.fulfill({ json: { generations, count: 1000, limit: 1000 } }),
  )
  const audio = new AudioPage(page)
  await audio.goto('?tab=history')
  const list = page.getByRole('list', { name: 'Audio history' })
  await expect(list.getByRole('button').first()).toHaveText('History song 999')
  const nodes = await page.evaluate(() => document.querySelectorAll('*').length)
  const listNodes = await list.evaluate((el) => el.querySelectorAll('*').length)
  console.log(
    `audio history with 1,000 items: ${listNodes} nodes in the list, ${nodes} on the page`,
  )
  expect(nodes).toBeLessThan(800)

  await list.getByRole('button', { name: 'History song 998' }).click()
  await expect(page).toHaveURL(/tab=music&music=5998/)
  await expect(audio.tab('Music')).toHaveAttribute('aria-selected', 'true')
})
test('speech with a chosen voice shows what will be spoken and refuses tags alone', async ({
  page,
}) => {
  await connect(page)
  const audio = new AudioPage(page)
  const posts = audio.countPosts('speech')
  await audio.goto('?tab=speech')
  await expect(audio.tab('Speech')).toHaveAttribute('aria-selected', 'true')

  await audio.speechText().fill('[laughs] [whispers]')
  await audio.generateSpeech().click()
  await expect(
    audio.speechForm().getByText('The text is empty (audio tags such as [laughs] are removed)'),
  ).toBeVisible()
  expect(posts.bodies).toHaveLength(0)

  const text = unique('Welcome aboard')
  await audio.speechText().fill(`[laughs] ${text} [whispers]`)
  await expect(audio.tagNotice()).toContainText(`Will be spoken: ${text}`)

  // The voice picker from the keyboard: type to filter, arrows, Enter.
  await audio.voice().click()
  await audio.voice().fill('dom')
  await expect(page.getByRole('listbox', { name: 'Voices' }).getByRole('option')).toHaveText([
    'Domi',
  ])
  await audio.voice().press('ArrowDown')
  await audio.voice().press('Enter')
  await expect(audio.voice()).toHaveValue('Domi')

  // The language by its name; the service detects it until one is chosen.
  const language = audio.speechForm().getByLabel('Language')
  await expect(language.locator('option:checked')).toHaveText('Detect from the text')
  await language.selectOption({ label: 'Portuguese' })

  await audio.generateSpeech().click()
  await expect(page).toHaveURL(/speech=/)
  expect(posts.bodies).toHaveLength(1)
  expect(posts.bodies[0]).toMatchObject({ voice: 'Domi', language_code: 'pt' })
  await expect(page.getByRole('button', { name: 'Play Speech' })).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('link', { name: 'Split into stems' })).toHaveAttribute(
    'href',
    /tab=stems&split=/,
  )
})

test('an advanced song with lyrics keeps its line breaks; a mode mix is refused before sending', async ({
  page,
}) => {
  test.setTimeout(150_000)
  await connect(page)
  const audio = new AudioPage(page)
  const posts = audio.countPosts('music')
  await audio.goto()
  const form = audio.musicForm()
  await audio.prompt().fill('typed in simple mode')
  await audio.choose(form, 'Advanced')
  const title = unique('Harbour lights')
  await audio.title().fill(title)
  await audio.style().fill('folk, acoustic guitar')
  await audio.choose(form, 'Female')
  await audio.description().fill('a song about boats')
  await audio.lyrics().fill('[Verse]\nLights on the water\nboats coming home')

  // Both a description and lyrics: the service's own rule, shown before anything is sent.
  await audio.generateMusic().click()
  await expect(
    form.getByText('Fill in either the song description or the lyrics, not both.'),
  ).toBeVisible()
  expect(posts.bodies).toHaveLength(0)

  await audio.description().fill('')
  await audio.generateMusic().click()
  await expect(page).toHaveURL(/music=\d+/)
  expect(posts.bodies).toEqual([
    {
      model: expect.any(String),
      instrumental: false,
      title,
      style: 'folk, acoustic guitar',
      vocal_gender: 'f',
      lyrics: '[Verse]\nLights on the water\nboats coming home',
    },
  ])
  // The simple-mode prompt is still there for a next song.
  await audio.choose(form, 'Simple')
  await expect(audio.prompt()).toHaveValue('typed in simple mode')

  await expect(audio.song(1)).toBeVisible({ timeout: 90_000 })
  await audio.song(1).getByText('Lyrics').click()
  await expect(audio.song(1)).toContainText('Lights on the water')
})

test('a simple song plays from its stream and moves to the final file at the same position', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await connect(page)
  const audio = new AudioPage(page)
  const hold = await holdStreaming(page)
  const posts = audio.countPosts('music')
  await audio.goto()
  await audio.prompt().fill(unique('A bright ukulele song'))
  await expect(audio.musicForm()).toContainText(/\d+ \/ [\d,]+ characters/)
  await expect(audio.musicForm().getByRole('status', { name: 'Job cost' })).toHaveText(/credits/)
  await audio.generateMusic().click()
  await expect(page).toHaveURL(/\/audio\?.*music=\d+/)
  expect(posts.bodies).toHaveLength(1)
  expect(posts.bodies[0]).not.toHaveProperty('title')

  // Playable while streaming: the position moves on.
  await expect(audio.playSong(1)).toBeEnabled({ timeout: 90_000 })
  await expect(audio.song(1)).toContainText('streaming')
  await audio.playSong(1).click()
  await expect.poll(async () => (await audio.media(audio.songAudio(1))).time).toBeGreaterThan(1)
  const streaming = await audio.media(audio.songAudio(1))
  expect(streaming.src).toContain('?stream=1')
  expect(streaming.paused).toBe(false)

  // The final file arrives on a later poll: same element, same position, still playing.
  hold.release()
  await expect
    .poll(async () => (await audio.media(audio.songAudio(1))).src, { timeout: 45_000 })
    .not.toContain('?stream=1')
  const before = streaming.time
  await expect
    .poll(async () => (await audio.media(audio.songAudio(1))).time)
    .toBeGreaterThan(before)
  expect((await audio.media(audio.songAudio(1))).paused).toBe(false)
  await expect(audio.song(1).getByRole('button', { name: 'Download Song 1' })).toBeEnabled()

  // A/B: song 2 carries on from song 1's position.
  await page
    .getByRole('group', { name: 'A/B compare' })
    .getByRole('button', { name: 'Song 2' })
    .click()
  // Both read at once, so the time one read takes on a busy machine is not counted as playing on.
  const [first, second] = await Promise.all([
    audio.media(audio.songAudio(1)),
    audio.media(audio.songAudio(2)),
  ])
  expect(first.paused).toBe(true)
  // Song 2 took over where song 1 stopped (and has played on a little since).
  expect(second.time).toBeGreaterThanOrEqual(first.time)
  expect(second.time).toBeLessThan(first.time + 1.5)
})

test('stems from a gallery song: one transport, solo and mute on the media elements', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await connect(page)
  const list = await page.request.get('/api/v1/generations?status=completed')
  const { generations } = (await list.json()) as {
    generations: { id: string; generation_type: string; outputs: { url: string | null }[] }[]
  }
  const song = generations.find((g) => g.generation_type === 'text-to-music' && g.outputs[0]?.url)
  expect(song, 'the demo history has a song').toBeTruthy()
  const url = song!.outputs[0]!.url!

  const audio = new AudioPage(page)
  const posts = audio.countPosts('stems')
  await audio.goto(`?split=${encodeURIComponent(url)}&from=${song!.id}`)
  await expect(audio.tab('Stems')).toHaveAttribute('aria-selected', 'true')
  // The slot names the song in words (never its signed URL); the POST below carries the URL.
  const slot = audio.stemsForm().getByRole('group', { name: 'Audio to split' })
  await expect(slot).toContainText('An earlier result')
  await expect(slot).not.toContainText(url)
  await audio.split().click()
  await expect(page).toHaveURL(/stems=/)
  expect(posts.bodies).toEqual([{ media_url: url }])
  const tracked = await page.evaluate(() =>
    localStorage.getItem(
      `media-studio:${localStorage.getItem('media-studio:account')}:tracked-jobs`,
    ),
  )
  expect(JSON.parse(tracked ?? '[]')[0]).toMatchObject({
    kind: 'separation',
    madeFrom: [{ kind: 'music', id: song!.id }],
  })

  await expect(audio.mixer()).toBeVisible({ timeout: 60_000 })
  const muted = async () =>
    Promise.all(
      ['Vocals', 'Instrumental', 'Original'].map(
        async (l) => (await audio.media(audio.stemAudio(l))).muted,
      ),
    )
  expect(await muted()).toEqual([false, false, true])
  await audio.mixer().getByRole('button', { name: 'Mute Instrumental' }).click()
  expect(await muted()).toEqual([false, true, true])
  await audio.mixer().getByRole('button', { name: 'Solo Original' }).click()
  expect(await muted()).toEqual([true, true, false])
  await audio.mixer().getByRole('button', { name: 'Solo Original' }).click()
  expect(await muted()).toEqual([false, true, true])
  await audio.mixer().getByRole('slider', { name: 'Vocals volume' }).fill('0.5')
  expect((await audio.media(audio.stemAudio('Vocals'))).volume).toBe(0.5)

  // One clock: the stems play together and stay together.
  await audio.mixer().getByRole('button', { name: 'Play stems' }).click()
  await expect
    .poll(async () => (await audio.media(audio.stemAudio('Vocals'))).time)
    .toBeGreaterThan(2)
  // Read in one go, so the figure is the players' drift, not the test's round trips.
  for (let i = 0; i < 5; i += 1) {
    const times = await audio.mixerTimes()
    expect(Math.abs(times['Vocals audio']! - times['Instrumental audio']!)).toBeLessThan(0.15)
    await page.waitForTimeout(300)
  }
  await audio.mixer().getByRole('button', { name: 'Pause stems' }).click()
  await expect
    .poll(async () => (await audio.media(audio.stemAudio('Instrumental'))).paused)
    .toBe(true)
  await expect(audio.mixer().getByRole('link', { name: 'Use Vocals as input' })).toHaveAttribute(
    'href',
    /^\/create\?source=/,
  )
})

test('a tab opens its form when first shown, and keeps what was typed in it', async ({ page }) => {
  await connect(page)
  const audio = new AudioPage(page)
  await audio.goto()
  await expect(audio.musicForm()).toBeVisible()
  // Only the tab shown is mounted as the page opens: all four forms at once were a phone's
  // longest task (docs/performance.md, "Where a phone's time goes").
  const speechMounted = page.getByRole('form', { name: 'New speech', includeHidden: true })
  await expect(speechMounted).toHaveCount(0)
  await audio.tab('Speech').click()
  await audio.speechText().fill('Kept while Music is shown')
  await audio.tab('Music').click()
  await expect(audio.speechForm()).toBeHidden()
  await audio.tab('Speech').click()
  await expect(audio.speechText()).toHaveValue('Kept while Music is shown')
})
