import { readFileSync } from 'node:fs'
import postcss, { type AtRule, type Rule } from 'postcss'
import tailwindcss from 'tailwindcss'
import { expect, test } from 'vitest'
import config from '@/tailwind.config'

/** The studio's stylesheet as Tailwind builds it for the pages. */
async function builtStyles() {
  const from = 'app/globals.css'
  const { root } = await postcss([tailwindcss(config)]).process(readFileSync(from, 'utf8'), {
    from,
  })
  return root
}

// Every style pass of the browser computes what applies to every element: Tailwind's fifty `--tw-*`
// defaults set on `*`, `::before` and `::after` were a third of a whole-page pass on the gallery's
// detail. They are set only where a class uses them (docs/performance.md, "What a page loads
// first").
test('rules for every element set no Tailwind defaults: they are set where a class uses them', async () => {
  const root = await builtStyles()
  // Rules for every element (or every element's ::before and ::after) and the variables they set.
  const universal: string[] = []
  root.walkRules((rule: Rule) => {
    if (!rule.selectors.some((s) => /^(\*|::?(before|after|backdrop))$/.test(s.trim()))) return
    rule.each((node) => {
      if (node.type === 'decl' && node.prop.startsWith('--')) universal.push(node.prop)
    })
  })
  // Only the one that Tailwind's content utilities read, on the pseudo-elements (preflight's).
  expect(universal).toEqual(['--tw-content'])
  // The defaults are still there, on the classes that use them.
  let ringDefaults = ''
  root.walkRules((rule: Rule) => {
    if (rule.some((node) => node.type === 'decl' && node.prop === '--tw-ring-offset-shadow')) {
      ringDefaults = rule.selector
    }
  })
  expect(ringDefaults).toMatch(/ring/)
}, 60_000)

// Chromium looks up every family the page's text names, in order, until one is found; on Linux
// each lookup is a synchronous call to the browser process that holds the page's first style pass
// (docs/performance.md, "Judging a score on this machine"). The stack every element inherits
// starts with the typeface the page serves, in place before the first layout, then a family every
// browser resolves at once.
test("the page's font stack starts with the served typeface, then the system's font", async () => {
  const root = await builtStyles()
  const stacks: string[] = []
  root.walkRules((rule: Rule) => {
    if (!rule.selectors.some((s) => s.trim() === 'html' || s.trim() === ':host')) return
    rule.walkDecls('font-family', (decl) => {
      stacks.push(decl.value)
    })
  })
  expect(stacks.length).toBeGreaterThan(0)
  for (const stack of stacks) {
    const families = stack.split(',').map((family) => family.trim())
    expect(families.slice(0, 3)).toEqual([
      'var(--font-geist)',
      'var(--font-geist-extended)',
      'system-ui',
    ])
    expect(families).not.toContain('ui-sans-serif')
  }
}, 60_000)

// No script decides the theme before the first paint: the dark palette applies to a dark theme the
// person chose (html.dark, rendered by the server from the cookie), and to the system's dark theme
// when they chose nothing; a light choice (html.light) keeps a dark system's page light. The
// `dark:` classes follow the same rule.
/** A rule's selector, after the media query it sits in if any. */
const placeOf = (rule: Rule) =>
  rule.parent?.type === 'atrule'
    ? `@media ${(rule.parent as AtRule).params} ${rule.selector}`
    : rule.selector

test('the dark palette applies to a chosen dark theme and, without a choice, to a dark system', async () => {
  const root = await builtStyles()
  const surfaces = new Map<string, string>()
  root.walkDecls('--surface', (decl) => {
    surfaces.set(placeOf(decl.parent as Rule), decl.value)
  })
  expect(Object.fromEntries(surfaces)).toEqual({
    ':root': '255 255 255',
    ':root.dark': '17 19 26',
    '@media (prefers-color-scheme: dark) :root:not(.light)': '17 19 26',
  })
  const darkText: string[] = []
  root.walkRules(/dark\\:text-amber-300/, (rule) => {
    darkText.push(placeOf(rule))
  })
  expect(darkText.sort()).toEqual([
    '.dark\\:text-amber-300:is(.dark *)',
    '@media (prefers-color-scheme: dark) .dark\\:text-amber-300:not(.light *)',
  ])
}, 60_000)
