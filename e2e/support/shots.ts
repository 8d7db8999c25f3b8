import type { Page } from '@playwright/test'

const WIDTHS = [1400, 390] as const
const SCHEMES = ['light', 'dark'] as const

/**
 * With SHOTS=1, screenshots of the page as it is now at 1400 and 390 px wide, light and dark, into
 * .data/shots/ (for a person to look at; nothing is compared). Without it, nothing.
 */
export async function shoot(page: Page, name: string) {
  if (!process.env.SHOTS) return
  const viewport = page.viewportSize()
  for (const width of WIDTHS) {
    for (const scheme of SCHEMES) {
      await page.setViewportSize({ width, height: 900 })
      // As the top bar's toggle chooses it (lib/theme.ts), for this page only.
      await page.evaluate((dark) => {
        document.documentElement.classList.toggle('dark', dark)
        document.documentElement.classList.toggle('light', !dark)
      }, scheme === 'dark')
      await page.screenshot({ path: `.data/shots/${name}-${width}-${scheme}.png`, fullPage: true })
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark', 'light'))
  if (viewport) await page.setViewportSize(viewport)
}
