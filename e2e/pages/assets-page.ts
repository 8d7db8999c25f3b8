import { expect, type Page } from '@playwright/test'

type Library = 'Personal library' | 'Team library'

/** The Assets page by roles and labels: the library, its meters and the add form. */
export class AssetsPage {
  constructor(private readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Assets' })
  readonly meter = (name: 'Personal storage' | 'Team storage') =>
    this.page.getByRole('meter', { name })
  readonly tab = (name: 'Personal' | 'Team') =>
    this.page.getByRole('tab', { name: new RegExp(`^${name}`) })
  readonly card = (name: string) => this.page.getByRole('article', { name, exact: true })

  readonly addForm = () => this.page.getByRole('form', { name: 'Add an asset' })
  readonly fileInput = () => this.addForm().getByLabel('File to add')
  readonly nameInput = () => this.addForm().getByRole('textbox', { name: 'Name' })
  readonly urlInput = () => this.addForm().getByRole('textbox', { name: 'URL' })
  readonly addButton = () => this.addForm().getByRole('button', { name: 'Add to library' })
  readonly fieldError = (id: 'add-name' | 'add-file' | 'add-url' | 'add-library') =>
    this.addForm().locator(`#${id}-error`)
  /** The refusal of an add that went out: message and what to do. */
  readonly problem = () =>
    this.addForm()
      .getByRole('alert')
      .filter({ has: this.page.getByRole('button', { name: 'Dismiss' }) })
  readonly added = () =>
    this.addForm()
      .getByRole('status')
      .filter({ hasText: /^Added/ })

  async goto() {
    await this.page.goto('/assets')
    await expect(this.heading()).toBeVisible()
    await expect(this.addButton()).toBeVisible()
  }

  async chooseFile(path: string) {
    await this.fileInput().setInputFiles(path)
  }

  async chooseLibrary(library: Library) {
    await this.addForm().getByText(library, { exact: true }).click()
  }

  async useUrlSource() {
    await this.addForm().getByText('A URL', { exact: true }).click()
  }

  /** Picks a file, names it (and for team accounts picks the library), and adds it. */
  async addFile(path: string, name: string, library?: Library) {
    await this.chooseFile(path)
    await this.nameInput().fill(name)
    if (library) await this.chooseLibrary(library)
    await this.addButton().click()
  }

  async rename(from: string, to: string) {
    await this.card(from)
      .getByRole('button', { name: `Rename ${from}` })
      .click()
    const input = this.card(from).getByRole('textbox', { name: `New name for ${from}` })
    await input.fill(to)
    await input.press('Enter')
    await expect(this.card(to)).toBeVisible()
  }

  async delete(name: string) {
    await this.card(name)
      .getByRole('button', { name: `Delete ${name}` })
      .click()
    const dialog = this.page.getByRole('dialog', { name: `Delete “${name}”?` })
    await dialog.getByRole('button', { name: 'Delete for good' }).click()
    await expect(dialog).toBeHidden()
    await expect(this.card(name)).toHaveCount(0)
  }

  /** Counts the requests that would send anything to the service from now on. */
  countSends(): { readonly uploads: number; readonly creates: number } {
    const seen = { uploads: 0, creates: 0 }
    this.page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (request.method() !== 'POST') return
      if (path === '/api/v1/upload/media') seen.uploads += 1
      if (path === '/api/v1/assets') seen.creates += 1
    })
    return seen
  }
}
