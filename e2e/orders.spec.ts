import { expect, test, type Page } from '@playwright/test'
import { GenerationsListResponse } from '@/lib/api/generations'
import { studioPaths } from '@/lib/studio-api/routes'
import { arriveOrder, OrdersPage } from './pages/orders-page'

/** Names unique per run, so a rerun never meets an answer of the run before. */
const unique = (base: string) => `${base} ${Date.now().toString(36)}`
const LONG_WINDOW = 86_400 // a service day: about 29 minutes at the e2e time scale

// A fresh emulator renders its seed history first, and answers slowly meanwhile: wait until the
// last seeded order (the creator's delivered one) is there.
test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000)
  const page = await browser.newPage()
  await connect(page, 'creator')
  await expect
    .poll(
      async () => {
        const res = await page.request.get('/api/v1/generations?generation_type=premium-video')
        const body = res.ok()
          ? ((await res.json()) as { generations: Record<string, unknown>[] })
          : null
        return body?.generations.some(
          (g) => g.title === 'Holiday greeting' && g.status === 'completed',
        )
      },
      { timeout: 220_000, intervals: [2000] },
    )
    .toBe(true)
  await page.close()
})

async function connect(page: Page, demo: 'creator' | 'team') {
  const response = await page.request.post('/api/session', { data: { demo } })
  expect(response.ok()).toBe(true)
}

test('answers by free text from the review queue with the keyboard only', async ({ page }) => {
  await connect(page, 'creator')
  const question = unique('Keyboard question')
  const { order_id } = await arriveOrder(page.request, {
    account: 'creator',
    title: 'Keyboard order',
    brief: 'answered from the queue',
    questions: [{ question, options: ['One', 'Two'], window_seconds: LONG_WINDOW }],
  })
  const orders = new OrdersPage(page)
  await orders.gotoQueue()
  await expect(orders.form(question)).toBeVisible()
  // j moves from question to question until ours has focus.
  const focused = () => orders.form(question).evaluate((form) => form === document.activeElement)
  for (let i = 0; i < 40 && !(await focused()); i++) await page.keyboard.press('j')
  await expect(orders.form(question)).toBeFocused()
  const names = await orders.queueQuestions().allTextContents()
  const index = names.indexOf(question)
  const next = names[index + 1] ?? names[index - 1]
  await page.keyboard.press('Tab') // the option group
  await page.keyboard.press('Tab') // the text box
  await page.keyboard.type('A calm, slow opening please')
  await page.keyboard.press('Enter')
  await expect(orders.confirmBox(question)).toContainText('A calm, slow opening please')
  await expect(
    orders.confirmBox(question).getByRole('button', { name: 'Send answer' }),
  ).toBeFocused()
  await page.keyboard.press('Enter')

  await expect(orders.form(question)).toHaveCount(0)
  if (next) await expect(orders.form(next)).toBeFocused()
  await orders.gotoOrder(order_id)
  await expect(orders.answered()).toContainText('A calm, slow opening please')
})

test('two tabs answer the same question: the second shows the first answer', async ({ page }) => {
  await connect(page, 'creator')
  const question = unique('Two tabs question')
  const { order_id } = await arriveOrder(page.request, {
    account: 'creator',
    title: 'Two tabs order',
    questions: [{ question, options: ['Red', 'Blue'], window_seconds: LONG_WINDOW }],
  })
  const second = await page.context().newPage()
  const first = new OrdersPage(page)
  const other = new OrdersPage(second)
  await other.gotoOrder(order_id)
  await expect(other.form(question)).toBeVisible()
  // The second tab's view stays as loaded until it sends (its reads wait), as on a slow network.
  let release = () => {}
  const gate = new Promise<void>((done) => (release = done))
  await second.route(`**/api/v1/premium-video/orders/${order_id}`, async (route) => {
    await gate
    await route.continue()
  })

  await first.gotoOrder(order_id)
  await first.answerByOption(question, 'Red')
  await expect(first.answered()).toContainText('Red')

  await other.form(question).getByText('Blue', { exact: true }).click()
  await other.form(question).getByRole('button', { name: 'Review answer' }).click()
  await other.confirmBox(question).getByRole('button', { name: 'Send answer' }).click()
  release()
  await expect(other.answered()).toContainText(question)
  await expect(other.answered()).toContainText('Red')
  await expect(other.answered()).not.toContainText('Blue')
  await expect(other.errors()).toHaveCount(0)
  await expect(second.getByRole('region', { name: 'Notifications' })).toContainText(
    'Already answered',
  )
})

test('a late answer is accepted and marked late', async ({ page }) => {
  await connect(page, 'creator')
  const question = unique('Late question')
  const { order_id } = await arriveOrder(page.request, {
    account: 'creator',
    title: 'Late order',
    questions: [{ question, options: ['Early', 'Late'], window_seconds: 0 }],
  })
  const orders = new OrdersPage(page)
  await orders.gotoOrder(order_id)
  await expect(orders.passed().getByRole('form', { name: `Answer: ${question}` })).toBeVisible()
  const form = orders.form(question)
  await form.getByText('Late', { exact: true }).click()
  await form.getByRole('button', { name: 'Review answer' }).click()
  await expect(orders.confirmBox(question)).toContainText(/window closed .*marked late/)
  await orders.confirmBox(question).getByRole('button', { name: 'Send late answer' }).click()
  await expect(orders.answered()).toContainText(question)
  await expect(orders.answered().getByText('Late: after the window closed')).toBeVisible()
})

test('an order that arrives while the list is open waits behind a button', async ({ page }) => {
  await connect(page, 'creator')
  const orders = new OrdersPage(page)
  await orders.gotoList()
  const list = page.getByRole('list', { name: 'Orders' })
  const firstRow = list.getByRole('listitem').first()
  const firstTitle = await firstRow.getByRole('heading').textContent()
  const top = (await firstRow.boundingBox())?.y
  const title = unique('Arriving film')
  await arriveOrder(page.request, {
    account: 'creator',
    title,
    questions: [{ question: unique('Cut?'), options: ['Yes', 'No'], window_seconds: LONG_WINDOW }],
  })
  // Among them the demo's own renewals, when one falls in this minute.
  const showNew = page.getByRole('button', { name: /^Show \d+ new orders?$/ })
  await expect(showNew).toBeVisible({ timeout: 30_000 })
  await expect(list.getByRole('heading', { name: title })).toHaveCount(0)
  await expect(list.getByRole('listitem').first().getByRole('heading')).toHaveText(firstTitle ?? '')
  expect((await firstRow.boundingBox())?.y).toBe(top)
  await showNew.click()
  await expect(list.getByRole('heading', { name: title })).toBeVisible()
  await expect(showNew).toHaveCount(0)
})

test('answers a seeded question by option from the order page', async ({ page }) => {
  await connect(page, 'creator')
  const orders = new OrdersPage(page)
  await orders.gotoList()
  // A seeded demo order: one question answered at seeding, one open for a (scaled) day.
  await orders.orderLink('Product teaser').first().click()
  const question = 'Which voice-over language?'
  await expect(orders.form(question)).toBeVisible()
  await expect(orders.answered()).toContainText('Upbeat electronic')
  await orders.answerByOption(question, 'Spanish')
  await expect(orders.answered()).toContainText(question)
  await expect(orders.answered()).toContainText('Spanish')
  await expect(orders.form(question)).toHaveCount(0)
  // The card that held focus is gone: focus moves on to the answers instead of being lost.
  await expect(orders.answered().getByRole('heading', { name: 'Answered questions' })).toBeFocused()
  await expect(orders.errors()).toHaveCount(0)
})

test('the queue shows a question that arrives while it is open', async ({ page }, info) => {
  await page.context().grantPermissions(['notifications'])
  await connect(page, 'team')
  // One question already open, so the count beside Orders shows when the first look is done.
  await arriveOrder(page.request, {
    account: 'team',
    title: 'Waiting order',
    questions: [
      { question: unique('Waiting question'), options: ['Yes', 'No'], window_seconds: LONG_WINDOW },
    ],
  })
  // The studio's first complete look at the orders is remembered, not announced: the question
  // must arrive after it. That look ends by saving what it saw for the account's other devices
  // (the count beside Orders showed earlier, while the other orders were still being read, and a
  // question arriving then was part of the first look: CI saw it never announced). The queue's own
  // look, told apart by the page that sent it: the page opened at sign-in may end its look late.
  const firstLook = page.waitForRequest(
    async (r) =>
      r.method() === 'PUT' &&
      new URL(r.url()).pathname === studioPaths.announced &&
      new URL((await r.allHeaders()).referer ?? r.url()).pathname === '/orders/queue',
    { timeout: 60_000 },
  )
  const orders = new OrdersPage(page)
  await orders.gotoQueue()
  await expect(orders.queue()).toBeVisible()
  const ordersLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
    name: /Orders/,
  })
  await firstLook
  await expect(ordersLink).toContainText(/\d/, { timeout: 30_000 })
  const question = unique('Arriving question')
  const started = Date.now()
  await arriveOrder(page.request, {
    account: 'team',
    title: 'Arriving order',
    brief: 'created while the queue is open',
    questions: [{ question, options: ['Yes', 'No'], window_seconds: LONG_WINDOW }],
  })
  // A queue already showing questions offers the new one instead of putting it above them (an
  // empty queue shows it at once).
  const showNew = page.getByRole('button', { name: /^Show \d+ new questions?$/ })
  // Announced as it arrives. The toast shows for 8 s and its read need not be the queue's, so it
  // is watched from the start instead of after the queue has shown the question.
  const announced = expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'New question to answer',
    { timeout: 30_000 },
  )
  await expect(orders.form(question).or(showNew).first()).toBeVisible({ timeout: 30_000 })
  const seconds = (Date.now() - started) / 1000
  await announced
  if (await showNew.isVisible()) {
    await expect(orders.form(question)).toHaveCount(0)
    await showNew.click()
  }
  await expect(orders.form(question)).toBeVisible()
  info.annotations.push({ type: 'question-to-queue-seconds', description: seconds.toFixed(1) })
  console.log(`question appeared in the open queue after ${seconds.toFixed(1)} s`)
  await expect(orders.queue()).toContainText('created while the queue is open')
  await expect(ordersLink).toContainText(/\d/)
})

test('the open queue stays within its read budget with 20 open orders', async ({ page }, info) => {
  test.setTimeout(240_000)
  await connect(page, 'team')
  for (let i = 0; i < 20; i++) {
    await arriveOrder(page.request, {
      account: 'team',
      title: `Budget order ${i + 1}`,
      questions: [
        {
          question: unique(`Budget question ${i + 1}`),
          options: ['A', 'B'],
          window_seconds: LONG_WINDOW,
        },
      ],
    })
  }
  const orders = new OrdersPage(page)
  await orders.gotoQueue()
  await expect(orders.queueQuestions()).not.toHaveCount(0)
  // Steady state: the first look reads every order at once; each is due again after its
  // interval (69 s with 23 open orders), from then on one read every 3 s.
  await page.waitForTimeout(75_000)
  const reads: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (request.method() === 'GET' && path.startsWith('/api/v1/')) reads.push(path)
  })
  await page.waitForTimeout(60_000)
  const byRoute = new Map<string, number>()
  for (const path of reads) {
    const route = path.replace(/orders\/[^/]+$/, 'orders/{id}')
    byRoute.set(route, (byRoute.get(route) ?? 0) + 1)
  }
  console.log('reads by route in 60 s:', Object.fromEntries(byRoute))
  const orderReads = reads.filter(
    (path) => path.startsWith('/api/v1/premium-video/') || path === '/api/v1/generations',
  )
  const active = await orders.queueQuestions().count()
  info.annotations.push({
    type: 'queue-reads-per-minute',
    description: `${orderReads.length} order reads, ${reads.length} reads in all, ${active} open questions`,
  })
  console.log(
    `queue reads in 60 s: ${orderReads.length} for orders, ${reads.length} in all (${active} open questions)`,
  )
  // 6 list reads and 20 routine order reads a minute, plus reads of orders that changed (at this
  // time scale the demo's minutes-long windows pass every few seconds, so orders keep changing):
  // well under the 120 a minute, leaving most of it to the rest of the studio.
  // Some reads happened at all: a queue that stopped reading would pass the budget vacuously.
  expect(orderReads.length).toBeGreaterThan(0)
  expect(orderReads.length).toBeLessThanOrEqual(40)
})

test('a question announced while a dialog is open shows over it and can be dismissed', async ({
  page,
}) => {
  await connect(page, 'creator')
  const list = await page.request.get('/api/v1/generations?status=completed')
  const { generations } = GenerationsListResponse.parse(await list.json())
  const { id } = generations.find((g) => !g.order_id)!
  // The first complete look at the orders is remembered, not announced (see the queue's test).
  const firstLook = page.waitForRequest(
    (r) => r.method() === 'PUT' && new URL(r.url()).pathname === studioPaths.announced,
    { timeout: 60_000 },
  )
  await page.goto(`/gallery?view=${id}`)
  const detail = page.getByRole('dialog')
  await expect.poll(() => detail.evaluate((dialog) => dialog.matches(':modal'))).toBe(true)
  await firstLook
  await arriveOrder(page.request, {
    account: 'creator',
    title: 'Order arriving over a dialog',
    questions: [
      { question: unique('Over the dialog'), options: ['Yes', 'No'], window_seconds: LONG_WINDOW },
    ],
  })
  // One region shows, the dialog's: the page's would be under the backdrop, out of reach.
  const notices = page.getByRole('region', { name: 'Notifications' })
  await expect(notices).toHaveCount(1)
  await expect(detail.getByRole('region', { name: 'Notifications' })).toContainText(
    'New question to answer',
    { timeout: 30_000 },
  )
  const dismiss = detail
    .getByRole('region', { name: 'Notifications' })
    .getByRole('button', { name: 'Dismiss notification' })
    .last()
  // Nothing covers it: the point at its centre is the button itself (or its icon).
  const box = (await dismiss.boundingBox())!
  const onTop = await page.evaluate(
    ({ x, y }) =>
      document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label') ?? null,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  )
  expect(onTop).toBe('Dismiss notification')
  const count = await notices.getByRole('button', { name: 'Dismiss notification' }).count()
  await dismiss.click()
  await expect(notices.getByRole('button', { name: 'Dismiss notification' })).toHaveCount(count - 1)
  // Dismissing a notice is not a click on the backdrop: the dialog stays open.
  expect(await detail.evaluate((dialog) => dialog.matches(':modal'))).toBe(true)
})

test('the count beside Orders shows every open question, on any page, and follows the orders', async ({
  page,
}) => {
  // The orders as the service tells them, held still (at the e2e time scale the demo's own windows
  // pass every few seconds): two orders, three open questions.
  const window_expires_at = new Date(Date.now() + 3_600_000).toISOString()
  const questions = (id: string, n: number) =>
    Array.from({ length: n }, (_, i) => ({
      id: `${id}-q${i}`,
      question: `Which cut of ${id}, ${i}?`,
      options: ['Short', 'Long'],
      window_expires_at,
    }))
  const open = new Map([
    ['order-a', 2],
    ['order-b', 1],
  ])
  const statusOf = (id: string) => (open.get(id) ? 'awaiting_answers' : 'in_production')
  await page.route(/\/api\/v1\/generations\?(.*&)?generation_type=premium-video/, (route) =>
    route.fulfill({
      json: {
        generations: [...open.keys()].map((id) => ({
          id,
          order_id: id,
          status: statusOf(id),
          generation_type: 'premium-video',
        })),
        count: open.size,
        limit: 100,
      },
    }),
  )
  await page.route(/\/api\/v1\/premium-video\/orders\/[^/?]+$/, (route) => {
    const id = new URL(route.request().url()).pathname.split('/').pop()!
    route.fulfill({
      json: {
        id,
        status: statusOf(id),
        title: `Film ${id}`,
        open_questions: questions(id, open.get(id) ?? 0),
      },
    })
  })
  await connect(page, 'creator')
  await page.goto('/create')
  const orders = page.getByRole('navigation').getByRole('link', { name: /^Orders/ })
  await expect(orders).toHaveAccessibleName(/^Orders\W+3 questions need an answer$/, {
    timeout: 30_000,
  })
  // One order's questions are answered elsewhere: the next reads take them off the count.
  open.set('order-a', 0)
  await expect(orders).toHaveAccessibleName(/^Orders\W+1 question needs an answer$/, {
    timeout: 30_000,
  })
})

// A save whose answer the page never read stayed open in the browser for good: the page never
// looked finished (to Lighthouse, to any tool that waits for the network to settle).
test('the save of what was announced finishes in the browser', async ({ page }) => {
  // Longer than the wait for the save below, so a save that never comes fails as that wait.
  test.setTimeout(90_000)
  await connect(page, 'creator')
  await arriveOrder(page.request, {
    account: 'creator',
    title: 'Announced and saved',
    questions: [
      { question: unique('Saved question'), options: ['Yes', 'No'], window_seconds: LONG_WINDOW },
    ],
  })
  const finished = new Set<string>()
  page.on('requestfinished', (request) => finished.add(`${request.method()} ${request.url()}`))
  const save = page.waitForRequest(
    (r) => r.method() === 'PUT' && new URL(r.url()).pathname === studioPaths.announced,
    { timeout: 60_000 },
  )
  await page.goto('/create')
  const request = await save
  expect((await request.response())?.ok()).toBe(true)
  await expect.poll(() => finished.has(`PUT ${request.url()}`), { timeout: 10_000 }).toBe(true)
})
