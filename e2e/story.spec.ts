import { expect, test } from '@playwright/test'
import { ConnectPage } from './pages/connect-page'
import { StoryPage } from './pages/story-page'

const unique = () => Date.now().toString(36)

test.beforeEach(async ({ page }) => {
  await new ConnectPage(page).goto()
  await new ConnectPage(page).connectDemo('Creator')
})

test('a 3-scene story from the editor to the final video, reordered by keyboard', async ({
  page,
}) => {
  // Three 10 s scenes rendered and stitched by ffmpeg, maybe beside the emulator's first seeding on
  // a shared machine: more than the default minute.
  test.setTimeout(240_000)
  const story = new StoryPage(page)
  const title = `Lighthouse ${unique()}`
  await story.gotoEmpty()
  await story.chooseModel('Sora 2 (text, 10s)')
  await story.title().fill(title)
  await story.writeScenes(['The keeper wakes', 'The storm arrives', 'The beam turns on'])
  await expect(story.sceneCount()).toHaveText('3 / 12')
  await expect(story.totalLength()).toHaveText('30 / 90 s')
  await expect(story.totalCost()).toHaveText('90 credits')

  // Scene 3 moves up one place with the keyboard: pick up, arrow up, drop; each step announced.
  await story.moveHandle(3).focus()
  await page.keyboard.press('Space')
  await expect(story.announcement()).toHaveText('Scene 3 is over position 3 of 3.')
  await page.keyboard.press('ArrowUp')
  await expect(story.announcement()).toHaveText('Scene 3 is over position 2 of 3.')
  await page.keyboard.press('Space')
  await expect(story.announcement()).toHaveText('Scene 3 was dropped at position 2 of 3.')
  await expect(story.prompt(2)).toHaveValue('The beam turns on')
  await expect(story.prompt(3)).toHaveValue('The storm arrives')

  await story.start().click()
  await expect(page).toHaveURL(/\/story\?job=/)
  const run = story.run(title)
  await expect(run).toBeVisible()
  // Scenes run one after another: one is seen running while a later one still waits or runs.
  await expect(run.getByRole('listitem', { name: /^Scene \d: Running$/ })).toBeVisible({
    timeout: 60_000,
  })
  for (const n of [1, 2, 3]) {
    await expect(story.sceneState(title, n, 'Done')).toBeVisible({ timeout: 120_000 })
  }
  await expect(story.sceneState(title, 2, 'Done')).toContainText('The beam turns on')
  await expect(run.getByRole('status', { name: 'Credits billed' })).toHaveText('90 credits')
  await expect(run.getByLabel('Final video')).toBeVisible({ timeout: 60_000 })
  await expect(run.getByLabel('Scene 1 clip')).toBeVisible()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    run.getByRole('button', { name: 'Download' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/\.mp4$/)
  await expect(story.history().getByRole('link', { name: new RegExp(title) })).toBeVisible()
})

test('the 13th scene and the 91st second are refused in the editor', async ({ page }) => {
  const story = new StoryPage(page)
  await story.gotoEmpty()
  await story.chooseModel('Seedance 1.5 Pro 720p 4s')
  for (let i = 0; i < 11; i += 1) await story.addScene().click()
  await expect(story.sceneCount()).toHaveText('12 / 12')
  await expect(story.addScene()).toBeDisabled()
  await expect(story.editor().getByText('A story has at most 12 scenes.')).toBeVisible()
  await expect(
    story.editor().getByRole('button', { name: 'Duplicate scene 1', exact: true }),
  ).toBeDisabled()

  await story.chooseModel('Wan 2.5')
  // The 12 scenes kept their prompts and moved to Wan's nearest length (4 s): 48 s.
  await expect(story.totalLength()).toHaveText('48 / 90 s')
  for (let n = 12; n > 6; n -= 1) {
    await story
      .editor()
      .getByRole('button', { name: `Delete scene ${n}` })
      .click()
  }
  for (let n = 1; n <= 6; n += 1) await story.length(n).selectOption('15')
  await expect(story.totalLength()).toHaveText('90 / 90 s')
  await expect(story.addScene()).toBeDisabled()
  await expect(
    story.editor().getByText('Another 3 s scene would make 93 s; a story lasts at most 90 s.'),
  ).toBeVisible()
  await story.length(6).selectOption('12')
  await expect(story.length(6).getByRole('option', { name: '15 s', exact: true })).toBeEnabled()
  await story.addScene().click()
  await expect(story.totalLength()).toHaveText('90 / 90 s')
  await expect(story.length(7).getByRole('option', { name: '4 s', exact: true })).toBeDisabled()
})

test('a story with a failing scene: failed, cancelled, billed, and a new story from the rest', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const story = new StoryPage(page)
  const title = `Failing ${unique()}`
  await story.gotoEmpty()
  await story.chooseModel('Grok Video (6s)')
  await story.title().fill(title)
  await story.writeScenes(['A calm harbour', 'A crane topples [fail]', 'Night falls'])
  await expect(story.totalCost()).toHaveText('60 credits')
  await story.start().click()

  const run = story.run(title)
  await expect(story.sceneState(title, 2, 'Failed')).toBeVisible({ timeout: 90_000 })
  await expect(story.sceneState(title, 1, 'Done')).toBeVisible()
  await expect(story.sceneState(title, 3, 'Cancelled')).toContainText('Not run, not billed')
  await expect(run.getByRole('status', { name: 'Credits billed' })).toHaveText('40 credits')
  await expect(run.getByRole('alert')).toContainText('Scene 2 failed')

  await run
    .getByRole('button', {
      name: 'New story from the scenes that did not run (2 scenes, 40 credits)',
    })
    .click()
  await expect(story.sceneCount()).toHaveText('2 / 12')
  await expect(story.prompt(1)).toHaveValue('A crane topples [fail]')
  await expect(story.prompt(2)).toHaveValue('Night falls')
  await expect(story.totalCost()).toHaveText('40 credits')
})

test('a reload mid-edit keeps the draft', async ({ page }) => {
  const story = new StoryPage(page)
  await story.gotoEmpty()
  await story.chooseModel('Kling 2.6 (text-to-video)')
  await story.title().fill('Half-written')
  await story.writeScenes(['A fox in the snow', 'The fox runs'])
  await story.length(1).selectOption('5')
  await story.length(2).selectOption('10')
  await page.reload()
  await expect(story.title()).toHaveValue('Half-written')
  await expect(story.model()).toHaveValue('kling-2-6-text-to-video')
  await expect(story.prompt(1)).toHaveValue('A fox in the snow')
  await expect(story.prompt(2)).toHaveValue('The fox runs')
  await expect(story.length(2)).toHaveValue('10')
  await expect(story.totalLength()).toHaveText('15 / 90 s')
})

test('a running story stays the page’s focus, and the next one starts from an empty editor', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const story = new StoryPage(page)
  const title = `Night ferry ${unique()}`
  // A slow service, as on a busy day: the emulator (its clock sped up for tests) would end the
  // story before the page is reached again, so its status answers stay at the last running one.
  let running: { body: string } | null = null
  await page.route('**/api/v1/story/*', async (route) => {
    if (route.request().method() !== 'GET') return route.continue()
    const answer = await route.fetch()
    const body = await answer.text()
    const ended = /"status":"(completed|failed|cancelled)"/.test(body)
    if (!ended) running = { body }
    await route.fulfill({ response: answer, body: ended && running ? running.body : body })
  })
  await story.gotoEmpty()
  await story.chooseModel('Sora 2 (text, 10s)')
  await story.title().fill(title)
  await story.writeScenes(['The ferry leaves the pier', 'Lights on the water'])
  await story.start().click()
  await expect(page).toHaveURL(/\/story\?job=/)

  // Away and back through the navigation, as a person goes.
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('link', { name: 'Gallery' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible()
  await nav.getByRole('link', { name: 'Story' }).click()

  // The story runs at the top of the page: its scenes with their state, and what it billed.
  await expect(story.run(title)).toBeVisible({ timeout: 20_000 })
  await expect(story.run(title).getByText('Running').first()).toBeVisible()
  await expect(story.run(title).getByRole('list', { name: 'Scene progress' })).toBeVisible()
  await expect(story.run(title).getByLabel('Credits billed')).toHaveText(/\d+ credits/)
  // The editor below is empty, and says why: the story sent is not there to be sent again.
  await expect(story.prompt(1)).toHaveValue('')
  await expect(story.title()).toHaveValue('')
  await expect(page.getByText(/This editor is empty, for your next story/)).toBeVisible()
  // The story's entry in the history says it runs.
  await expect(story.history().getByRole('link', { name: new RegExp(title) })).toContainText(
    'Running',
  )
})
