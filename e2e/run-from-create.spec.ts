import { expect, test, type Page } from '@playwright/test'
import { z } from 'zod'
import { expectNoAxeViolations } from './pages/axe-scan'
import { CreatePage } from './pages/create-page'
import { shoot } from './support/shots'

const History = z.object({
  generations: z.array(
    z.looseObject({
      id: z.string(),
      prompt: z.string().nullish(),
      credits_deducted: z.number().nullish(),
    }),
  ),
})

/** Credits as the studio writes them (lib/format.ts): 1,234. */
const credits = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/** The account's jobs whose prompt holds `mark`, read from the service's history. */
async function jobsMarked(page: Page, mark: string) {
  const answer = await page.request.get('/api/v1/generations?limit=100')
  expect(answer.ok()).toBe(true)
  return History.parse(await answer.json()).generations.filter((job) => job.prompt?.includes(mark))
}

/** Counts what the page itself POSTs: the run's one hand-over, and any paid start (none). */
function countPosts(page: Page) {
  const seen = { runs: 0, starts: 0 }
  page.on('request', (request) => {
    if (request.method() !== 'POST') return
    const path = new URL(request.url()).pathname
    if (path === '/api/studio/runs') seen.runs += 1
    if (path.startsWith('/api/v1/generate/') && request.postData() !== '{}') seen.starts += 1
  })
  return seen
}

test('a run made from Create’s composer sends each prompt once, through a reload, and spends the total it showed', async ({
  page,
}) => {
  // Each test's own prompt: the account's other jobs (other specs) never count here.
  const mark = `kite-${Date.now().toString(36)}`
  expect((await page.request.post('/api/session', { data: { demo: 'creator' } })).ok()).toBe(true)
  const create = new CreatePage(page)
  await create.goto()
  await create.prompt().fill(`A ${mark} {red|blue|green} over the dunes`)
  const posts = countPosts(page)

  await page.getByRole('button', { name: 'Make a run' }).click()
  const builder = page.getByRole('dialog', { name: 'Make a run' })
  // The composer's prompt and model, with every prompt the alternatives make, before the click.
  await expect(builder.getByRole('textbox', { name: 'Prompt' })).toHaveValue(
    `A ${mark} {red|blue|green} over the dunes`,
  )
  await expect(builder.getByText('This makes 3 prompts')).toBeVisible()
  for (const colour of ['red', 'blue', 'green']) {
    await expect(
      builder.getByRole('listitem').filter({ hasText: `A ${mark} ${colour} over the dunes` }),
    ).toBeVisible()
  }
  await expect(builder.getByRole('checkbox', { checked: true })).toHaveCount(1)
  const start = builder.getByRole('button', { name: /^Start 3 for [\d,]+ credits$/ })
  await expect(start).toBeEnabled()
  const total = Number(
    (await start.textContent())!.match(/for ([\d,]+) credits/)![1]!.replace(/,/g, ''),
  )
  await expect(builder.getByText(`3 items · ${credits(total)} credits`)).toBeVisible()
  await expectNoAxeViolations(page, 'the run builder opened from Create')
  await shoot(page, 'run-from-create')

  // A double click hands over one run.
  await start.dblclick()
  await expect(page).toHaveURL(/\/runs\/[0-9a-f-]+$/)
  // The run goes on on the studio's server: a reload in the middle changes nothing.
  await page.reload()
  await expect(page.getByText(/Done · 3 of 3 sent/)).toBeVisible({ timeout: 45_000 })
  await expect(page.getByText(`${credits(total)} of ${credits(total)} credits spent`)).toBeVisible()

  // The service's own history: each prompt made once, and the credits it took are the total shown.
  const jobs = await jobsMarked(page, mark)
  expect(jobs.map((job) => job.prompt).sort()).toEqual(
    ['blue', 'green', 'red'].map((colour) => `A ${mark} ${colour} over the dunes`),
  )
  expect(jobs.reduce((sum, job) => sum + (job.credits_deducted ?? 0), 0)).toBe(total)
  expect(posts).toEqual({ runs: 1, starts: 0 })

  // Create's feed shows the run as one group of its three results, none as a card of its own.
  await create.goto()
  const group = page.getByRole('article', {
    name: `Run: A ${mark} {red|blue|green} over the dunes`,
  })
  await expect(group).toHaveCount(1)
  await expect(group.getByText('Finished · 3 of 3 done')).toBeVisible()
  const tiles = group.getByRole('button', { name: /: open it full size$/ })
  await expect(tiles).toHaveCount(3)
  await expect(page.getByRole('article', { name: new RegExp(mark) })).toHaveCount(1)
  await expect(group.getByRole('link', { name: 'Open the run' })).toHaveAttribute(
    'href',
    /^\/runs\/[0-9a-f-]+$/,
  )
  await expectNoAxeViolations(page, 'Create with a run grouped in its feed')
  await shoot(page, 'create-run-group')
  // A result of the group opens full size in the feed's lightbox.
  await tiles.first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
})
