import { mkdirSync } from 'node:fs'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { GalleryPage } from './pages/gallery-page'
import { connectDemo } from './support/connect-demo'
import { madeThroughTheApi, uniqueWord } from './support/made-through-api'
import { showTheme } from './support/shots'

// Everything an account made is found by its words, from the gallery's field and the palette,
// even what this browser never typed: a result made through the API with the same key. Every
// test names its results and tags with words of its own, so tests (and workers) sharing the demo
// account never find each other's.

/** Where `SHOTS=1` puts the screenshots (set SHOTS to a folder to choose another). */
const SHOTS =
  process.env.SHOTS && process.env.SHOTS !== '1' ? process.env.SHOTS : '.data/shots/search'

const promptWith = (word: string) => `A copper ${word} above a red barn at dusk`

async function signedIn(browser: Browser, demo: 'Creator' | 'Team member') {
  const context = await browser.newContext()
  const page = await context.newPage()
  await connectDemo(page, demo)
  return page
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search your results' })
const palette = (page: Page) => page.getByRole('dialog', { name: 'Commands' })

async function shots(page: Page, name: string) {
  if (!process.env.SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  for (const width of [1400, 390]) {
    await page.setViewportSize({ width, height: 900 })
    for (const dark of [false, true]) {
      await showTheme(page, dark)
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${dark ? 'dark' : 'light'}.png` })
    }
  }
  await showTheme(page, null)
  await page.setViewportSize({ width: 1400, height: 900 })
}

test.describe('search', () => {
  test.afterEach(async ({ browser }) => {
    for (const context of browser.contexts()) await context.close()
  })

  test('a creator finds one of a few things made through the API by its words, from the gallery and the palette, tags and rates it, and finds it by tag', async ({
    browser,
  }) => {
    const page = await signedIn(browser, 'Creator')
    const WORD = uniqueWord()
    const PROMPT = promptWith(WORD)
    const TAG = uniqueWord('hero')
    // A few things, made the way another client would: only one has the word.
    const [id] = await Promise.all([
      madeThroughTheApi(page, PROMPT),
      madeThroughTheApi(page, `A glass lighthouse in a storm ${uniqueWord('other')}`),
      madeThroughTheApi(page, `Three foxes in the rain ${uniqueWord('other')}`),
    ])
    const gallery = new GalleryPage(page)
    await gallery.goto()
    await searchBox(page).fill(WORD)
    // The words go to the URL, so the search can be linked.
    await expect(page).toHaveURL(new RegExp(`[?&]q=${WORD}`))
    await expect(gallery.items()).toHaveCount(1)
    await expect(gallery.tile(PROMPT)).toBeVisible()
    await expect(page.getByText(/^1 result, best match first\./)).toBeVisible()
    await shots(page, 'gallery-search')

    // The palette, from another page: its rows are the results, and Enter opens the result.
    await page.goto('/models')
    await page.keyboard.press('Control+k')
    await expect(palette(page).getByRole('combobox')).toBeFocused()
    await page.keyboard.type(WORD)
    const results = palette(page).getByRole('group', { name: 'Your results' })
    await expect(results.getByRole('option')).toHaveCount(1)
    await expect(results.getByRole('option')).toContainText(PROMPT)
    await expect(results.getByRole('option')).toContainText('FLUX.2 1K')
    await shots(page, 'palette-results')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/gallery\\?q=${WORD}&view=${id}$`))
    const detail = gallery.detail()
    await expect(detail).toBeVisible()
    await expect(detail).toContainText(PROMPT)

    // Tagged and rated in its lightbox, then found by the tag alone.
    await detail.getByRole('textbox', { name: 'Add a tag' }).fill(TAG)
    await detail.getByRole('button', { name: 'Add', exact: true }).click()
    await expect(detail.getByRole('button', { name: `Remove the tag ${TAG}` })).toBeVisible()
    await detail.getByRole('radio', { name: '5 stars' }).click()
    await expect(detail.getByRole('radio', { name: '5 stars' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    await page.keyboard.press('Escape')
    await expect(detail).toBeHidden()
    await expect(page).not.toHaveURL(/[?&]view=/)

    await searchBox(page).fill(`tag:${TAG} rated:5`)
    await searchBox(page).press('Enter')
    await expect(gallery.items()).toHaveCount(1)
    await expect(gallery.tile(PROMPT)).toBeVisible()
    const chips = page.getByRole('list', { name: 'Filters in the search' })
    await expect(chips).toContainText(`Tag: ${TAG}`)
    await expect(chips).toContainText('Rated 5')
    await shots(page, 'gallery-search-tag')
    await page.getByRole('button', { name: `Remove Tag: ${TAG}` }).click()
    await expect(searchBox(page)).toHaveValue('rated:5')
    await expect(page).toHaveURL(/q=rated%3A5(&|$)/)
    // Typed by keyboard in the palette too.
    await page.keyboard.press('Control+k')
    await expect(palette(page).getByRole('combobox')).toBeFocused()
    await page.keyboard.type(`tag:${TAG}`)
    await expect(palette(page).getByRole('button', { name: `Remove Tag: ${TAG}` })).toBeVisible()
    await expect(
      palette(page).getByRole('group', { name: 'Your results' }).getByRole('option'),
    ).toHaveText([new RegExp(PROMPT)])
  })

  test('another account finds nothing of it, and is told so with a way back', async ({
    browser,
  }) => {
    const page = await signedIn(browser, 'Team member')
    const WORD = uniqueWord()
    await madeThroughTheApi(page, promptWith(WORD))
    const answer = await page.request.get(`/api/studio/search?q=${WORD}`)
    expect(((await answer.json()) as { hits: unknown[] }).hits).toEqual([])
    const gallery = new GalleryPage(page)
    await gallery.goto(`?q=${WORD}`)
    await expect(
      page.getByRole('heading', { name: `Nothing you made matches “${WORD}”` }),
    ).toBeVisible()
    await shots(page, 'gallery-search-nothing')
    await page.getByRole('button', { name: 'Clear the search' }).click()
    await expect(page).not.toHaveURL(/[?&]q=/)
    await expect(gallery.items().first()).toBeVisible()
    await expect(searchBox(page)).toHaveValue('')
  })
})
