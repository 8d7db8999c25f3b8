import { expect, test, type Page } from '@playwright/test'
import { AudioPage } from './pages/audio-page'
import { CreatePage } from './pages/create-page'
import { GalleryPage } from './pages/gallery-page'
import { JobTray } from './pages/job-tray'
import { connectDemo } from './support/connect-demo'

// The smaller things a new creator trips on (issue 79, item 8): a finished job is announced once;
// a background is removed from the gallery in one click; Buy credits opens in a new tab and says
// where; a team member sees what they may spend and the team's pool; a phone's gallery shows its
// results first; voices say plainly what a sample costs and that it is kept on every device.

const unique = (text: string) => `${text} ${Date.now().toString(36)}`

/** A finished image of the account's history, by the service's list. */
async function anImage(page: Page): Promise<string> {
  const listed = await page.request.get('/api/v1/generations?limit=50&status=completed')
  const { generations } = (await listed.json()) as {
    generations: { id: string; order_id?: string | null; generation_type?: string | null }[]
  }
  return generations.find((g) => !g.order_id && g.generation_type === 'text-to-image')!.id
}

test('a job finished on Create is announced once, by the page that shows it', async ({ page }) => {
  await connectDemo(page, 'Creator')
  const create = new CreatePage(page)
  const tray = new JobTray(page)
  await create.goto()
  const prompt = unique('A paper lantern on a pond')
  await create.prompt().fill(prompt)
  await create.generate().click()
  await expect(page.getByRole('status').filter({ hasText: 'Job finished.' })).toBeVisible({
    timeout: 60_000,
  })
  // No notice over the page says it again (read as it is, at once and a moment later: a
  // waiting assertion would only wait for a notice to go away).
  for (let look = 0; look < 4; look++) {
    expect(await tray.notifications().innerText()).not.toContain(prompt)
    await page.waitForTimeout(500)
  }
})

test('Remove background from the gallery is one click, its price on the button', async ({
  page,
}) => {
  await connectDemo(page, 'Creator')
  const starts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/v1/generate/remove-background'))
      starts.push(request.url())
  })
  const gallery = new GalleryPage(page)
  await gallery.goto(`?view=${await anImage(page)}`)
  await gallery
    .detail()
    .getByRole('button', { name: /^Remove background · \d+ credits$/ })
    .click()
  // The tool's page opens on the run it started: no second click, nothing sent twice.
  await expect(page).toHaveURL(/\/tools\?tool=remove-background.*&job=/)
  const result = page.getByRole('region', { name: 'Result' })
  await expect(result).toBeVisible()
  await expect(result.getByText('Completed')).toBeVisible({ timeout: 60_000 })
  expect(starts).toHaveLength(1)
})

test('Buy credits opens the billing page in a new tab and says so; a team sees its pool', async ({
  page,
  browser,
}) => {
  await connectDemo(page, 'Creator')
  const buy = page.getByRole('banner').getByRole('link', { name: /^Buy credits/ })
  await expect(buy).toHaveAccessibleName(
    "Buy credits (opens the service's billing page in a new tab)",
  )
  const [billing] = await Promise.all([page.waitForEvent('popup'), buy.click()])
  await expect(billing.getByRole('heading', { name: 'Buy credits' })).toBeVisible()
  await expect(page).toHaveURL(/\/create$/)

  const team = await (await browser.newContext()).newPage()
  await connectDemo(team, 'Team member')
  const bar = team.getByRole('banner')
  await expect(bar.getByLabel('Credit balance')).toContainText(/[\d,]+ credits left this cycle/)
  await expect(bar).toContainText(/pool [\d,]+/)
  await team.context().close()
})

test('on a phone the gallery shows its results first, the orders as one line', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await connectDemo(page, 'Creator')
  const gallery = new GalleryPage(page)
  await gallery.goto()
  const first = gallery.items().first()
  await expect(first).toBeVisible({ timeout: 30_000 })
  await expect(first).toBeInViewport()
  const shelf = page.getByRole('region', { name: /Premium video orders/ })
  await expect(shelf.getByRole('link', { name: /All orders/ })).toBeVisible()
  await expect(shelf.getByRole('list')).toBeHidden()
})

test('a voice sample says its price and is kept for the account, on every device', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  await connectDemo(page, 'Creator')
  const audio = new AudioPage(page)
  await audio.goto('?tab=speech')
  const form = audio.speechForm()
  await expect(
    form.getByText(
      /costs \d+ credits, once per voice, and is kept for your account, to play again on every device/,
    ),
  ).toBeVisible()
  // The catalog names its voices only: a search for how one sounds says so.
  await audio.voice().fill('deep')
  await expect(page.getByRole('listbox', { name: 'Voices' })).toContainText(
    'No voice is called “deep”: the catalog gives names only',
  )
  await audio.voice().fill('Grimblewood')
  await page.keyboard.press('Enter')
  await expect(audio.voice()).toHaveValue('Grimblewood')
  await page.getByRole('button', { name: 'Hear Grimblewood first' }).click()
  await page.getByRole('button', { name: /^Make the sample · \d+ credits$/ }).click()
  await expect(page.getByLabel('Sample of Grimblewood')).toBeVisible({ timeout: 120_000 })

  // Another device of the same account: the sample plays there, with no second job.
  const other = await (await browser.newContext()).newPage()
  await connectDemo(other, 'Creator')
  const elsewhere = new AudioPage(other)
  const posts = elsewhere.countPosts('speech')
  await elsewhere.goto('?tab=speech')
  await elsewhere.voice().fill('Grimblewood')
  await other.keyboard.press('Enter')
  await expect(other.getByLabel('Sample of Grimblewood')).toBeVisible({ timeout: 30_000 })
  // And the list says which voices the account has heard.
  await elsewhere.voice().fill('sample kept')
  await expect(other.getByRole('option', { name: /Grimblewood/ })).toBeVisible()
  expect(posts.bodies).toHaveLength(0)
  await other.context().close()
})
