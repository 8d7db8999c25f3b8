import type { Config } from 'tailwindcss'
import plugin from 'tailwindcss/plugin'

/** A color token: a CSS variable of space-separated RGB channels, so opacity modifiers work. */
const token = (name: string) => `rgb(var(--${name}) / <alpha-value>)`

/**
 * Type scale: semantic steps (caption, body, lead, title, headline, display) from CSS variables
 * in app/globals.css; Tailwind's own size names map onto the same steps, so every page already
 * speaks the scale and a change to a step changes it everywhere.
 */
type Step = [string, { lineHeight: string }]
const type: Record<'caption' | 'body' | 'lead' | 'title' | 'headline' | 'display', Step> = {
  caption: ['var(--text-caption)', { lineHeight: 'var(--leading-caption)' }],
  body: ['var(--text-body)', { lineHeight: 'var(--leading-body)' }],
  lead: ['var(--text-lead)', { lineHeight: 'var(--leading-lead)' }],
  title: ['var(--text-title)', { lineHeight: 'var(--leading-title)' }],
  headline: ['var(--text-headline)', { lineHeight: 'var(--leading-headline)' }],
  display: ['var(--text-display)', { lineHeight: 'var(--leading-display)' }],
}

/**
 * The dark theme's color tokens (the light ones are app/globals.css's `:root`). They apply when the
 * person chose dark (html.dark, rendered by the server from the theme cookie, lib/theme.ts), and
 * when they chose nothing and the system is dark (neither html.dark nor html.light): one palette
 * under both selectors, so no script decides the theme before the first paint. Both selectors are
 * stronger than `:root`, which the stylesheet sets after them.
 */
const darkColors = {
  '--surface': '17 19 26',
  '--surface-muted': '28 31 41',
  '--surface-raised': '36 40 52',
  '--ink': '236 238 243',
  '--ink-muted': '160 167 181',
  '--line': '52 57 71',
  '--accent': '139 131 255',
  '--accent-soft': '36 34 66',
  '--danger': '251 113 133',
  '--success': '52 211 153',
  '--on-accent': '17 19 26',
  '--on-danger': '17 19 26',
  '--shadow-raised': '0 1px 2px rgb(0 0 0 / 0.4)',
  '--shadow-focal': '0 8px 24px rgb(0 0 0 / 0.5)',
  'color-scheme': 'dark',
}
const SYSTEM_DARK = '@media (prefers-color-scheme: dark)'
const darkTheme = plugin(({ addBase }) => {
  addBase({ ':root.dark': darkColors, [SYSTEM_DARK]: { ':root:not(.light)': darkColors } })
})

const config: Config = {
  content: [
    './app/**/*.{ts,tsx}',
    './components/**/*.{ts,tsx}',
    './features/**/*.{ts,tsx}',
    './lib/**/*.{ts,tsx}',
  ],
  // `dark:` classes follow the same rule as the tokens above.
  darkMode: ['variant', ['&:is(.dark *)', `${SYSTEM_DARK} { &:not(.light *) }`]],
  // The --tw-* defaults only on the elements that use them, not on every element: a third less
  // style work for the browser (docs/performance.md, "What a page loads first").
  experimental: { optimizeUniversalDefaults: true },
  theme: {
    extend: {
      colors: {
        surface: token('surface'),
        'surface-muted': token('surface-muted'),
        'surface-raised': token('surface-raised'),
        ink: token('ink'),
        'ink-muted': token('ink-muted'),
        line: token('line'),
        accent: token('accent'),
        'accent-soft': token('accent-soft'),
        'on-accent': token('on-accent'),
        'on-danger': token('on-danger'),
        danger: token('danger'),
        success: token('success'),
      },
      fontSize: {
        ...type,
        xs: type.caption,
        sm: type.body,
        base: type.lead,
        lg: type.title,
        xl: ['var(--text-title-lg)', { lineHeight: 'var(--leading-title)' }],
        '2xl': type.headline,
        '3xl': type.display,
      },
      spacing: {
        /** Between items of a group (a card's rows, a tile's lines). */
        stack: 'var(--space-stack)',
        /** Between groups (cards in a grid, a field and the next). */
        gutter: 'var(--space-gutter)',
        /** Between a page's sections. */
        section: 'var(--space-section)',
      },
      fontFamily: {
        // Tailwind's own stack begins with `ui-sans-serif`, which only Safari knows. Chromium looks
        // every named family up before the next, and on Linux that is a synchronous call from the
        // page to the browser process that holds the page's first style pass (docs/performance.md,
        // "Judging a score on this machine"). `system-ui` is the same font wherever
        // `ui-sans-serif` is one: San Francisco on Apple's systems, Segoe UI on Windows, Roboto on
        // Android.
        sans: [
          'var(--font-geist)',
          'var(--font-geist-extended)',
          'system-ui',
          'sans-serif',
          '"Apple Color Emoji"',
          '"Segoe UI Emoji"',
          '"Segoe UI Symbol"',
          '"Noto Color Emoji"',
        ],
      },
      borderRadius: {
        tile: 'var(--radius-tile)',
        card: 'var(--radius-card)',
      },
      boxShadow: {
        /** A surface lifted off the page without a border line around it. */
        raised: 'var(--shadow-raised)',
        focal: 'var(--shadow-focal)',
      },
    },
  },
  plugins: [darkTheme],
}
export default config
