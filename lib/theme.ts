/**
 * The theme a person chose with the top bar's toggle, kept in a cookie so the server renders the
 * page in it: no script has to read it before the first paint (docs/performance.md, "Where a
 * phone's time goes"). Without a choice the page follows the system's, through a media query in
 * the stylesheet (tailwind.config.ts).
 */
export const THEME_COOKIE = 'theme'

export type Theme = 'light' | 'dark'

/** The chosen theme from the cookie's value; anything else (absent, edited, old) is no choice. */
export function parseTheme(value: string | undefined): Theme | null {
  return value === 'light' || value === 'dark' ? value : null
}

/** A year: the choice is the device's, not the session's, and outlives signing out. */
export const THEME_MAX_AGE_S = 365 * 24 * 60 * 60
