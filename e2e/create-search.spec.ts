import { expect, test, type Page } from '@playwright/test'
import { CreatePage } from './pages/create-page'
import { connectDemo } from './support/connect-demo'
import { madeThroughTheApi, uniqueWord } from './support/made-through-api'
import { shoot } from './support/shots'

// Create's feed is searched from a button in the page's title row (issue 80): the words filter the
// feed through the gallery's search, are kept in the URL, and the newest result never moves down
// for the control being there or open.

const searchButton = (page: Page) => page.getByRole('button', { name: 'Search your results' })
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search your results' })

/** The newest run's top edge, once the feed has drawn it. */
async function newestTop(create: CreatePage): Promise<number> {
  await expect(create.newestRun()).toBeVisible()
  const box = await create.newestRun().boundingBox()
  expect(box).not.toBeNull()
  return box!.y
}

test.describe("Search from Create's feed", () => {
  test.beforeEach(async ({ page }) => connectDemo(page, 'Creator'))

  test('a result made through the API is found from the feed by a word of its prompt; Escape and "Clear the search" bring the feed back', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1400, height: 900 })
    const create = new CreatePage(page)
    const WORD = uniqueWord('lanternfish')
    const PROMPT = `A paper ${WORD} glowing in a tide pool`
    await Promise.all([
      madeThroughTheApi(page, PROMPT),
      madeThroughTheApi(page, `A brass telescope on a roof ${uniqueWord('other')}`),
    ])
    await create.goto()
    await expect(create.runs().first()).toBeVisible()
    // Never typed in this browser: the feed shows it only through the search.
    await searchButton(page).click()
    await expect(searchBox(page)).toBeFocused()
    await page.keyboard.type(WORD)
    await expect(page).toHaveURL(new RegExp(`/create\\?q=${WORD}$`))
    await expect(create.runs()).toHaveCount(1)
    await expect(create.newestRun()).toContainText(PROMPT)
    await expect(create.results()).toContainText(`“${WORD}”: 1 result, best match first.`)
    await shoot(page, 'create-search')
    // What is typed in the composer stays while the feed is searched.
    await create.prompt().fill('A kept prompt')
    await searchBox(page).press('Escape')
    await expect(page).not.toHaveURL(/[?&]q=/)
    await expect(searchBox(page)).toHaveValue('')
    await expect(create.runs().nth(1)).toBeVisible()
    await expect(create.results()).toContainText('the newest of your history')
    await expect(create.prompt()).toHaveValue('A kept prompt')
    // A second Escape folds the field back into its button.
    await searchBox(page).press('Escape')
    await expect(searchButton(page)).toBeFocused()

    // Words nothing matches: said in words, with the way back.
    const NOTHING = uniqueWord('zzqx')
    await page.keyboard.press('/')
    await expect(searchBox(page)).toBeFocused()
    await page.keyboard.type(NOTHING)
    await expect(
      page.getByRole('heading', { name: `No image or video you made matches “${NOTHING}”` }),
    ).toBeVisible()
    await shoot(page, 'create-search-nothing')
    await page.getByRole('button', { name: 'Clear the search' }).click()
    await expect(page).not.toHaveURL(/[?&]q=/)
    await expect(create.runs().nth(1)).toBeVisible()
  })

  test('a linked search opens with its words; the newest result does not move down for the control, closed or open, at 1400 and 390', async ({
    page,
  }) => {
    const create = new CreatePage(page)
    for (const viewport of [
      { width: 1400, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport)
      await create.goto()
      await expect(searchButton(page)).toBeVisible()
      const withControl = await newestTop(create)
      // Opened, the field takes the title row's place, never a row of its own.
      await searchButton(page).click()
      await expect(searchBox(page)).toBeFocused()
      expect(await newestTop(create)).toBe(withControl)
      await searchBox(page).press('Escape')
      await expect(searchButton(page)).toBeVisible()
      if (viewport.width === 1400) await shoot(page, 'create-search-closed')
      // Without the control at all: the newest result stands where it stood with it.
      await searchButton(page).evaluate((button) => button.remove())
      expect(await newestTop(create)).toBe(withControl)
    }
    const WORD = uniqueWord('nothing')
    await create.goto(`?q=${WORD}`)
    await expect(searchBox(page)).toHaveValue(WORD)
    await expect(page.getByRole('heading', { name: new RegExp(WORD) })).toBeVisible()
  })
})
