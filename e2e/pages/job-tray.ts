import { expect, type Page } from '@playwright/test'

export interface StartedJob {
  generation_id: string
  model: string
  prompt: string
  /** The job kind table's kind (media unless said). */
  kind?: 'media' | 'music' | 'separation' | 'story' | 'premium'
}

/** The job tray on every studio page, and the way a test starts and tracks a media job. */
export class JobTray {
  constructor(private readonly page: Page) {}

  readonly region = () => this.page.getByRole('region', { name: 'Job tray' })
  /** The folded dock in the top bar: a count that opens the tray. */
  readonly toggle = () => this.page.getByRole('button', { name: /^Jobs\b/ })

  /** Opens the dock over the page (every page starts with it folded). */
  async open() {
    await expect(this.toggle()).toBeVisible({ timeout: 30_000 })
    if ((await this.toggle().getAttribute('aria-expanded')) !== 'true') await this.toggle().click()
    await expect(this.region()).toBeVisible()
  }

  /** Folds the open dock, so the page under it can be used again. */
  async fold() {
    if (await this.region().isVisible())
      await this.region().getByRole('button', { name: 'Fold' }).click()
    await expect(this.region()).toBeHidden()
  }
  readonly notifications = () => this.page.getByRole('region', { name: 'Notifications' })

  job(label: string) {
    return this.region().getByRole('listitem').filter({ hasText: label })
  }

  /** Starts a job through the studio's API (as the Create page does); the page must be connected. */
  async startMediaJob(body: { model: string; prompt: string; generation_type: string }) {
    const response = await this.page.request.post('/api/v1/generate/media', { data: body })
    expect(response.status(), await response.text()).toBe(200)
    const accepted = (await response.json()) as { generation_id: string }
    return { generation_id: accepted.generation_id, model: body.model, prompt: body.prompt }
  }

  /**
   * Hands a started job to the tray the way the Create page does (`trackedJobs.add`): an entry in
   * the connected account's tracked-jobs list of the browser cache (named by the account mark a
   * studio page leaves), picked up by the next page that shows the tray.
   */
  async track(job: StartedJob) {
    await this.page.evaluate(
      (entry) => {
        const key = `media-studio:${localStorage.getItem('media-studio:account')}:tracked-jobs`
        const jobs: unknown[] = JSON.parse(localStorage.getItem(key) ?? '[]')
        localStorage.setItem(key, JSON.stringify([entry, ...jobs]))
      },
      {
        id: job.generation_id,
        kind: job.kind ?? 'media',
        model: job.model,
        label: job.prompt,
        startedAt: new Date().toISOString(),
      },
    )
  }

  /** Starts any kind of job through the studio's API; `id` reads the id from the answer. */
  async startJob(path: string, data: unknown, id: (body: Record<string, unknown>) => unknown) {
    const response = await this.page.request.post(`/api/v1${path}`, { data })
    expect(response.status(), await response.text()).toBe(200)
    return String(id((await response.json()) as Record<string, unknown>))
  }

  /** Opens the dock (when folded) and waits for the job's outcome in it; the dock stays open. */
  async expectOutcome(label: string, outcome: 'Completed' | 'Failed', timeout = 30_000) {
    await this.open()
    await expect(this.job(label).getByText(outcome, { exact: true })).toBeVisible({ timeout })
  }
}
