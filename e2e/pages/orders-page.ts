import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { E2E_EMULATOR_URL } from '../../playwright.config'

export interface HookQuestion {
  question: string
  options: string[]
  /** Service seconds (the e2e emulator runs at time scale 0.02); 0 = already passed. */
  window_seconds: number
}

/** The first minute after a fresh start the emulator renders its seed history: reads are slow. */
const FIRST_LOOK = { timeout: 30_000 }

/** A premium order arriving from the service's ordering flow (emulator test hook). */
export async function arriveOrder(
  request: APIRequestContext,
  order: { account: 'creator' | 'team'; title: string; brief?: string; questions: HookQuestion[] },
): Promise<{ order_id: string; question_ids: string[] }> {
  const response = await request.post(`${E2E_EMULATOR_URL}/__test/premium-orders`, { data: order })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as { order_id: string; question_ids: string[] }
}

export class OrdersPage {
  constructor(private readonly page: Page) {}

  async gotoList() {
    await this.page.goto('/orders')
    await expect(this.page.getByRole('list', { name: 'Orders' })).toBeVisible(FIRST_LOOK)
  }

  async gotoQueue() {
    await this.page.goto('/orders/queue')
    await expect(this.page.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible()
    await expect(this.queue()).toBeVisible(FIRST_LOOK)
  }

  async gotoOrder(orderId: string) {
    await this.page.goto(`/orders/${orderId}`)
    await expect(this.page.getByRole('region', { name: 'Open questions' })).toBeVisible(FIRST_LOOK)
  }

  readonly orderLink = (title: string) =>
    this.page.getByRole('list', { name: 'Orders' }).getByRole('link', { name: title })
  readonly open = () => this.page.getByRole('region', { name: 'Open questions' })
  readonly passed = () => this.page.getByRole('region', { name: 'Window passed without an answer' })
  readonly answered = () => this.page.getByRole('region', { name: 'Answered questions' })
  readonly queue = () => this.page.getByRole('list', { name: 'Open questions' })
  /** The queue's question headings (h2: the cards sit right under the page's h1). */
  readonly queueQuestions = () => this.queue().getByRole('heading', { level: 2 })
  /** The answer form of a question (its accessible name is "Answer: <question>"). */
  readonly form = (question: string) => this.page.getByRole('form', { name: `Answer: ${question}` })
  readonly confirmBox = (question: string) =>
    this.form(question).getByRole('group', { name: 'Confirm the answer' })
  readonly errors = () => this.page.getByRole('main').getByRole('alert')

  /** Picks an option, reviews the answer and sends it, by clicks. */
  async answerByOption(question: string, option: string, send = 'Send answer') {
    const form = this.form(question)
    await form.getByText(option, { exact: true }).click()
    await form.getByRole('button', { name: 'Review answer' }).click()
    await expect(this.confirmBox(question)).toContainText(option)
    await this.confirmBox(question).getByRole('button', { name: send }).click()
  }
}
