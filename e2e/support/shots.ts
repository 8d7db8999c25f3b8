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
      await showTheme(page, scheme === 'dark')
      await page.screenshot({ path: `.data/shots/${name}-${width}-${scheme}.png`, fullPage: true })
    }
  }
  await showTheme(page, null)
  if (viewport) await page.setViewportSize(viewport)
}

/**
 * The page dark, light, or (null) as the system has it, the way the top bar's toggle chooses it
 * (lib/theme.ts), for this page only; back once the colour transitions it started have ended, so a
 * screenshot does not catch a button halfway. Only those (a spinner's animation never ends), and
 * only where the page is drawn.
 */
export async function showTheme(page: Page, dark: boolean | null) {
  await page.evaluate(async (dark) => {
    const classes = document.documentElement.classList
    classes.toggle('dark', dark === true)
    classes.toggle('light', dark === false)
    // Transitions start with the next style pass.
    await new Promise(requestAnimationFrame)
    // Only where the page is drawn: a folded disclosure's content (the top bar's Menu) is not
    // rendered, so its transitions never run, and never end.
    const drawn = (a: Animation) =>
      !(a.effect instanceof KeyframeEffect) || a.effect.target?.checkVisibility() !== false
    const fading = document.getAnimations().filter((a) => a instanceof CSSTransition && drawn(a))
    await Promise.allSettled(fading.map((a) => a.finished))
  }, dark)
}
