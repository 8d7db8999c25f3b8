import type { Config } from 'tailwindcss'

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

const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './lib/**/*.{ts,tsx}'],
  darkMode: 'class',
  // The --tw-* defaults only on the elements that use them, not on every element: a third less
  // style work for the browser (docs/architecture.md, "What a page loads first").
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
        // page to the browser process that holds the page's first style pass (docs/architecture.md,
        // "Judging a score on this machine"). `system-ui` is the same font wherever
        // `ui-sans-serif` is one: San Francisco on Apple's systems, Segoe UI on Windows, Roboto on
        // Android.
        sans: [
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
  plugins: [],
}
export default config
