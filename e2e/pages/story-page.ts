import { expect, type Page } from '@playwright/test'

/** The storyboard (/story): the editor, the open story and the history. */
export class StoryPage {
  constructor(private readonly page: Page) {}

  readonly editor = () => this.page.getByRole('form', { name: 'Storyboard' })
  readonly title = () => this.editor().getByLabel('Title')
  readonly model = () => this.editor().getByLabel('Video model')
  readonly addScene = () => this.editor().getByRole('button', { name: 'Add scene' })
  readonly start = () => this.editor().getByRole('button', { name: 'Start story' })
  readonly sceneCount = () => this.editor().getByRole('status', { name: 'Scene count' })
  readonly totalLength = () => this.editor().getByRole('status', { name: 'Total length' })
  readonly totalCost = () => this.editor().getByRole('status', { name: 'Story cost' })
  readonly prompt = (n: number) =>
    this.editor().getByRole('textbox', { name: `Scene ${n} prompt`, exact: true })
  readonly length = (n: number) =>
    this.editor().getByRole('combobox', { name: `Scene ${n} length`, exact: true })
  readonly moveHandle = (n: number) =>
    this.editor().getByRole('button', { name: `Move scene ${n}`, exact: true })
  /** What the sortable list last told a screen reader. */
  readonly announcement = () =>
    this.page.getByRole('status').filter({ hasText: /^(Picked up|Scene \d+ (is|was)|Moving)/ })
  readonly history = () => this.page.getByRole('region', { name: 'Past stories' })

  /** The open story's panel, named by its title. */
  run(title: string) {
    return this.page.getByRole('region', { name: title })
  }

  /** A scene of the open story in a given state ("Scene 2: Running"). */
  sceneState(title: string, n: number, state: string) {
    return this.run(title)
      .getByRole('list', { name: 'Scene progress' })
      .getByRole('listitem', { name: `Scene ${n}: ${state}` })
  }

  async goto() {
    await this.page.goto('/story')
    await expect(this.editor()).toBeVisible()
  }

  /**
   * Opens the editor empty: the draft follows the account, so the one an earlier test of the same
   * demo account left would otherwise open here.
   */
  async gotoEmpty() {
    await this.goto()
    await this.editor().getByRole('button', { name: 'Start over' }).click()
    await expect(this.sceneCount()).toHaveText('1 / 12')
    await expect(this.title()).toHaveValue('')
  }

  async chooseModel(label: string) {
    await this.model().selectOption({ label })
  }

  /** Writes the prompts into scenes 1..n, adding scenes as needed. */
  async writeScenes(prompts: string[]) {
    for (const [i, prompt] of prompts.entries()) {
      if (i > 0) await this.addScene().click()
      await this.prompt(i + 1).fill(prompt)
    }
  }
}
