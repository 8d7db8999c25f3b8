import { expect as baseExpect, test, type Page } from '@playwright/test'
import { ConnectPage } from './pages/connect-page'
import { CreatePage } from './pages/create-page'
import { JobTray } from './pages/job-tray'
import { StoryPage } from './pages/story-page'
import { StudioShell } from './pages/studio-shell'
import { shoot } from './support/shots'

// Pages wait on the catalog and the history: slow on a machine shared by many test runs.
const expect = baseExpect.configure({ timeout: 30_000 })

const unique = (text: string) => `${text} ${Date.now().toString(36)}`

/** Every entry the studio keeps in this browser (the theme is not the account's). */
const keptEntries = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('media-studio:')))

/**
 * What the page holds in memory that a script can read: its HTML and the data served with the
 * pages it showed (the scripts React reads them from).
 */
const pageMemory = (page: Page) =>
  page.evaluate(
    () =>
      document.documentElement.outerHTML +
      JSON.stringify((self as unknown as { __next_f?: unknown[] }).__next_f ?? []),
  )

/** The storyboard, once the catalog is in (StoryPage.goto waits less than a loaded machine needs). */
async function openStory(page: Page) {
  const story = new StoryPage(page)
  await page.goto('/story')
  await expect(story.editor()).toBeVisible()
  return story
}

async function connectAs(page: Page, label: 'Creator' | 'Team member') {
  const connect = new ConnectPage(page)
  await connect.goto()
  await connect.connectDemo(label)
}

/** Starts an image job through the studio and hands it to the tray, as the Create page does. */
async function startTrackedJob(page: Page, prompt: string) {
  const tray = new JobTray(page)
  const job = await tray.startMediaJob({
    model: 'nano-banana',
    prompt,
    generation_type: 'text-to-image',
  })
  await tray.track(job)
  await page.reload()
  await tray.open()
  await expect(tray.job(prompt)).toBeVisible()
  await tray.fold()
  return job
}

test('one account leaves no trace for the next on a shared browser', async ({ page, context }) => {
  test.setTimeout(420_000) // three connects, two jobs and four page loads on a shared machine
  const tray = new JobTray(page)
  const story = new StoryPage(page)
  const shell = new StudioShell(page)
  const creatorJob = unique('creator fox')
  const creatorDraft = unique('creator draft scene')

  // The creator starts a job and keeps a story draft.
  await connectAs(page, 'Creator')
  const job = await startTrackedJob(page, creatorJob)
  await openStory(page)
  await story.prompt(1).fill(creatorDraft)
  await page.reload()
  await expect(story.prompt(1)).toHaveValue(creatorDraft)
  expect((await keptEntries(page)).length).toBeGreaterThan(1)

  // A second tab of the creator's studio follows the sign-out made in the first.
  const other = await context.newPage()
  await other.goto('/create')
  const otherTray = new JobTray(other)
  await otherTray.open()
  await expect(otherTray.job(creatorJob)).toBeVisible()
  await otherTray.fold()

  // The creator's gallery: its history, the creator's prompts, is served with the page.
  await page.goto('/gallery')
  await expect(page.getByRole('list', { name: 'Generations' })).toBeVisible()
  expect((await pageMemory(page)).includes(creatorJob), 'the creator’s prompt in the page').toBe(
    true,
  )

  await shell.signOut()
  // The other tab may write once more before it hears of the sign-out; it then removes that too.
  await expect.poll(() => keptEntries(page), { timeout: 5_000 }).toEqual([])
  await expect(other).toHaveURL(/\/connect$/)
  await other.close()

  // The team member connects on the same browser, from the page the sign-out led to: its own job
  // shows, nothing of the creator's, not even in what the page keeps where no one sees it.
  await expect(page).toHaveURL(/\/connect$/)
  await new ConnectPage(page).connectDemo('Team member')
  expect((await pageMemory(page)).includes(creatorJob), 'the creator’s prompt in the page').toBe(
    false,
  )
  const teamJob = unique('team owl')
  await startTrackedJob(page, teamJob)
  await tray.open()
  await expect(tray.job(teamJob)).toBeVisible()
  await expect(tray.job(creatorJob)).toHaveCount(0)
  await expect(tray.region()).not.toContainText('Could not load')
  await tray.fold()
  await openStory(page)
  await expect(story.prompt(1)).toHaveValue('')
  await tray.open()
  await expect(tray.job(teamJob)).toBeVisible()
  await expect(tray.job(creatorJob)).toHaveCount(0)
  await shoot(page, 'tray-after-switch')
  await tray.fold()

  // The creator back: the browser kept nothing through the sign-out, but the account's workspace
  // (the same on every device) brings its own draft and tray back, and nothing of the team's.
  await shell.signOut()
  // The other tab may write once more before it hears of the sign-out; it then removes that too.
  await expect.poll(() => keptEntries(page), { timeout: 5_000 }).toEqual([])
  await connectAs(page, 'Creator')
  await openStory(page)
  await expect(story.prompt(1)).toHaveValue(creatorDraft)
  await tray.open()
  await expect(tray.job(creatorJob)).toBeVisible()
  await expect(tray.job(teamJob)).toHaveCount(0)
  const kept = await page.request.get(`/api/v1/generate/media/${job.generation_id}`)
  expect(kept.status()).toBe(200)
})

test('state an older studio kept without an account reaches no account', async ({ page }) => {
  test.setTimeout(180_000)
  const label = unique('left by an older studio')
  await page.goto('/connect')
  await page.evaluate((label) => {
    const job = {
      id: 'old-1',
      kind: 'media',
      model: 'nano-banana',
      label,
      startedAt: new Date().toISOString(),
    }
    localStorage.setItem('media-studio:tracked-jobs', JSON.stringify([job]))
    localStorage.setItem('media-studio:story-draft', JSON.stringify({ title: label }))
  }, label)
  await connectAs(page, 'Team member')
  const tray = new JobTray(page)
  await expect(
    tray
      .region()
      .or(page.getByRole('heading', { level: 1 }))
      .first(),
  ).toBeVisible()
  await expect(page.getByText(label)).toHaveCount(0)
  expect(await keptEntries(page)).not.toContain('media-studio:tracked-jobs')
  expect(await keptEntries(page)).not.toContain('media-studio:story-draft')
})

test("a page left open for one account spends nothing of the next one's", async ({ page }) => {
  test.setTimeout(180_000)
  const create = new CreatePage(page)
  await connectAs(page, 'Creator')
  await create.goto()
  // Another tab signs in as the team member; this page still shows the creator's studio.
  const signedIn = await page.request.post('/api/session', { data: { demo: 'team' } })
  expect(signedIn.ok()).toBe(true)
  const teamCredits = async () =>
    ((await (await page.request.get('/api/v1/balance')).json()) as { credits: number }).credits
  const before = await teamCredits()
  await create.prompt().fill(unique('a stale tab'))
  await create.generate().click()
  await expect(page.getByRole('alert').first()).toContainText(
    'opened for another account than the one now signed in',
  )
  expect(await teamCredits()).toBe(before)
})

test("a page left open for one account shows nothing of the next one's", async ({ page }) => {
  test.setTimeout(120_000)
  const shell = new StudioShell(page)
  await connectAs(page, 'Creator')
  await new CreatePage(page).goto()
  const keyHint = page.getByTitle('Last characters of the connected key')
  const creatorHint = await keyHint.textContent()
  // Every moment the gallery shows outputs, with the account the frame names then: in this page
  // and in any page that replaces it.
  const seen: (string | null)[] = []
  await page.exposeFunction('outputsShownUnder', (hint: string | null) => seen.push(hint))
  const watchOutputs = () => {
    const report = (window as unknown as { outputsShownUnder: (hint: string | null) => void })
      .outputsShownUnder
    new MutationObserver(() => {
      if (!document.querySelector('[aria-label="Generations"] li')) return
      report(
        document.querySelector('[title="Last characters of the connected key"]')?.textContent ??
          null,
      )
    }).observe(document, { subtree: true, childList: true, characterData: true })
  }
  await page.addInitScript(watchOutputs)
  await page.evaluate(watchOutputs)
  // Another tab signs in as the team member (this page gets no word of it), then this page moves on.
  const signedIn = await page.request.post('/api/session', { data: { demo: 'team' } })
  expect(signedIn.ok()).toBe(true)
  await shell.nav().getByRole('link', { name: 'Gallery' }).click()
  // The page becomes the team member's studio, and never showed their outputs as the creator's.
  await expect(keyHint).not.toHaveText(creatorHint ?? '', { timeout: 30_000 })
  await expect(
    page.getByRole('list', { name: 'Generations' }).getByRole('listitem').first(),
  ).toBeVisible()
  expect(seen.filter((hint) => hint === creatorHint)).toEqual([])
})

test('a session ended without the Sign out button leaves no account in the browser', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await connectAs(page, 'Creator')
  const story = await openStory(page)
  await story.prompt(1).fill(unique('a draft kept in this browser'))
  await expect.poll(async () => (await keptEntries(page)).length).toBeGreaterThan(1)

  // Signed out by another tab's request (or another device, or expiry): not by this page.
  const origin = new URL(page.url()).origin
  const ended = await page.request.delete('/api/session', { headers: { origin } })
  expect(ended.ok()).toBe(true)

  // The first page that learns there is no session removes every account's entries.
  await page.goto('/connect')
  await expect.poll(() => keptEntries(page), { timeout: 10_000 }).toEqual([])
})
