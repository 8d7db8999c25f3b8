import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { z } from 'zod'

// Checks any page can run on itself: nothing under the job dock, no machine text on screen,
// nothing scrolling sideways. Each answers a list of findings in words (empty: all good).

/** Controls a person could use whose centre lies under the job dock (toggle or open panel). */
export function controlsUnderDock(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const dock = [
      ...document.querySelectorAll<HTMLElement>(
        '[aria-controls="job-dock-panel"], #job-dock-panel',
      ),
    ]
    const rects = dock.map((el) => el.getBoundingClientRect())
    const selector =
      'a[href], button, input, select, textarea, video[controls], audio[controls], [role="tab"], [role="button"], [tabindex]:not([tabindex="-1"])'
    const found: string[] = []
    for (const control of document.querySelectorAll<HTMLElement>(selector)) {
      if (dock.some((d) => d.contains(control))) continue
      if ((control as HTMLButtonElement).disabled) continue
      const box = control.getBoundingClientRect()
      if (box.width <= 2 || box.height <= 2) continue
      const cx = box.left + box.width / 2
      const cy = box.top + box.height / 2
      const inView = cx >= 0 && cy >= 0 && cx < innerWidth && cy < innerHeight
      // In view, what a click at its centre would reach decides (a toast above the dock is not
      // under it); out of view, whether its box meets the dock's.
      const top = inView ? document.elementFromPoint(cx, cy) : null
      const covered = top != null && !control.contains(top) && dock.some((d) => d.contains(top))
      const overlaps =
        !inView &&
        rects.some(
          (r) =>
            box.left < r.right && r.left < box.right && box.top < r.bottom && r.top < box.bottom,
        )
      if (overlaps || covered) {
        const name = control.getAttribute('aria-label') ?? control.textContent ?? control.tagName
        found.push(name.trim().slice(0, 60))
      }
    }
    return found
  })
}

/**
 * The open job dock as a person sees it: within the screen, each row within the dock, and each
 * row's controls (View, dismiss) inside it rather than pushed off its edge.
 */
export function dockProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const panel = document.getElementById('job-dock-panel')
    if (!panel) return ['the dock is not open']
    const box = panel.getBoundingClientRect()
    const found: string[] = []
    if (box.left < -1 || box.right > innerWidth + 1) found.push('the dock is wider than the screen')
    for (const row of panel.querySelectorAll<HTMLElement>('li')) {
      if (row.scrollWidth > row.clientWidth + 1) found.push(`a row overflows: ${row.innerText}`)
      for (const control of row.querySelectorAll<HTMLElement>('a, button')) {
        const c = control.getBoundingClientRect()
        if (c.left < box.left - 1 || c.right > box.right + 1) {
          const name = control.getAttribute('aria-label') ?? control.innerText
          found.push(`“${name.trim().slice(0, 60)}” lies outside the dock`)
        }
      }
    }
    return found
  })
}

const MACHINE_TEXT: [string, RegExp][] = [
  ['a route path', /\/v1\/|\/api\/|\b(GET|POST|DELETE|PATCH|PUT) \//],
  ['an {id} template', /\{[a-z_]+\}/],
  ['a UUID', /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i],
  ['a signed URL', /signature=|expires=/],
  ['a snake_case field name', /\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/],
  // "lacks the generate:media permission": a key's permission by its name in the service.
  ['a scope name', /\b(?:read|generate):[a-z]+\b/],
  // "Sound false", "Sound: true", or a value alone on its line under its label.
  ['a boolean after a label', /(?:^\s*|(?<=[\p{L}:])\s+)(?:true|false|null|undefined|NaN)\s*$/u],
  // A request's reference quoted in the sentence ("(reference 7d0b…)"): it belongs in Details.
  ['a reference in the message', /\(reference [0-9a-f]/i],
  // An option's id: a number with its unit letter, hyphened to a word ("720p-draft"); a
  // sentence's "30-second" is English.
  ['a kebab-case id', /(?<![\w-])\d+[a-z]+(?:-[a-z]+)+(?![\w-])/],
  // A rule told in a programmer's terms: characters named by their symbols, where data is read.
  ['programmer’s words', /\bdigits, _ and -|\bread in the browser\b/i],
]

/** Labels of a quantity whose value has a unit: a bare number after one is half a value ("Duration 5"). */
const QUANTITY_LABEL = /^(?:Duration|Length|Elapsed|Took|Processing time|Time)$/

/** Findings that need two lines: a quantity's label on one line (a `dt`), a bare number on the next. */
function splitFindings(lines: readonly string[]): string[] {
  const found: string[] = []
  lines.forEach((line, i) => {
    const label = lines[i - 1]?.trim() ?? ''
    if (QUANTITY_LABEL.test(label) && /^\d+(?:\.\d+)?$/.test(line.trim())) {
      found.push(`a bare number after a label: “${label} ${line.trim()}”`)
    }
    const same = /\b(Duration|Length|Elapsed|Took)\s*:?\s*\d+(?:\.\d+)?\s*$/.exec(line)
    if (same)
      found.push(`a bare number after a label: “${same[0]}” in “${line.trim().slice(0, 120)}”`)
  })
  return found
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const asWord = (id: string) => new RegExp(`(?<![\\w-])${escaped(id)}(?![\\w-])`, 'i')

/**
 * The catalog's ids (of models, families and providers) that are not also a word of some
 * model's name ("V5" in "Suno V5").
 */
export function idsThatAreNotNames(
  models: readonly {
    model_id: string
    display_name?: string | null
    family?: string | null
    provider?: string | null
    generation_types?: readonly string[] | null
    capabilities?: {
      quality_options?: readonly string[] | null
      resolution_options?: readonly string[] | null
    } | null
  }[],
  studioIds: readonly string[] = [],
): string[] {
  const names = models.map((m) => m.display_name ?? '').join('\n')
  const ids = new Set([
    ...models.flatMap((m) => [
      m.model_id,
      m.family ?? '',
      m.provider ?? '',
      // A kind of generation or an option as the service names it ("remove-background").
      ...(m.generation_types ?? []),
      ...(m.capabilities?.quality_options ?? []),
      ...(m.capabilities?.resolution_options ?? []),
    ]),
    ...studioIds,
  ])
  return [...ids].filter((id) => id && !asWord(id).test(names))
}

/**
 * Machine text in a text, one finding per line and kind. `modelIds` are the catalog's ids: one
 * shown as it is ("wan-2-5", a family's "nano-banana-pro") instead of a name is machine text
 * too; an id that is a plain word could be a name as well, so only ids with a digit, a hyphen or
 * an underscore count.
 */
export function machineText(text: string, modelIds: readonly string[] = []): string[] {
  const ids = modelIds.filter((id) => /[\d_-]/.test(id))
  const patterns: [string, RegExp][] = [
    ...MACHINE_TEXT,
    ...(ids.length
      ? [
          [
            'a catalog id',
            // Case aside: a heading in capitals shows "NANO-BANANA-PRO" for "nano-banana-pro".
            new RegExp(`(?<![\\w-])(${ids.map(escaped).join('|')})(?![\\w-])`, 'i'),
          ] as [string, RegExp],
        ]
      : []),
  ]
  const found: string[] = []
  const lines = text.split('\n')
  for (const line of lines) {
    for (const [what, pattern] of patterns) {
      const match = pattern.exec(line)
      if (match) found.push(`${what}: “${match[0].trim()}” in “${line.trim().slice(0, 120)}”`)
    }
  }
  return [...found, ...splitFindings(lines)]
}

/** The characters the served typeface draws: its latin subsets, as its package lists them. */
const TYPEFACE_RANGES = z
  .object({ latin: z.string(), 'latin-ext': z.string() })
  .transform((subsets) => `${subsets.latin},${subsets['latin-ext']}`)
  .parse(
    JSON.parse(
      readFileSync(
        path.join(process.cwd(), 'node_modules/@fontsource-variable/geist/unicode.json'),
        'utf8',
      ),
    ),
  )
  .split(',')
  .map((range) => {
    const [from = '', to = from] = range.replace(/U\+/g, '').split('-')
    return [parseInt(from, 16), parseInt(to, 16)] as const
  })

/**
 * Characters on screen the studio's typeface lacks: each sends the page to the system's fonts
 * for a fallback, a synchronous lookup in the first layout (docs/performance.md, "One typeface,
 * drawn before the first layout"). Marks are drawn as icons instead.
 */
export function glyphsOutsideTypeface(text: string): string[] {
  const found: string[] = []
  for (const line of text.split('\n')) {
    for (const char of line) {
      const code = char.codePointAt(0) ?? 0
      if (TYPEFACE_RANGES.some(([from, to]) => code >= from && code <= to)) continue
      found.push(`a glyph the typeface lacks: “${char}” in “${line.trim().slice(0, 120)}”`)
      break
    }
  }
  return found
}

/** The words on screen: visible text, the values of visible fields and selects, and their labels. */
export function screenText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const shown = (el: Element) => el.getBoundingClientRect().width > 2
    const values = [...document.querySelectorAll<HTMLInputElement>('input, textarea')]
      .filter((field) => field.type !== 'hidden' && shown(field))
      .map((field) => field.value)
    // A select's options show once it opens; its text in the page is the chosen one only.
    const options = [...document.querySelectorAll('select')]
      .filter(shown)
      .flatMap((select) => [...select.options].map((option) => option.text))
    // What a screen reader or a tooltip says of an element, and what a field says while empty.
    const labels = [...document.querySelectorAll('[aria-label], [title], img[alt], [placeholder]')]
      .filter(shown)
      .flatMap((el) =>
        ['aria-label', 'title', 'alt', 'placeholder'].map((name) => el.getAttribute(name) ?? ''),
      )
    return [document.body.innerText, ...values, ...options, ...labels].join('\n')
  })
}

/** How far the page scrolls sideways, and tab rows that overflow without saying so. */
export function sidewaysProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const extra = document.documentElement.scrollWidth - document.documentElement.clientWidth
    if (extra > 0) {
      const wide = [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 100))
      problems.push(`the page scrolls ${extra} px sideways (${wide.join(' | ')})`)
    }
    for (const row of document.querySelectorAll<HTMLElement>('[role="tablist"]')) {
      if (row.scrollWidth <= row.clientWidth + 1) continue
      const cue = row.parentElement?.querySelector('[data-scroll-cue]')
      if (!row.dataset.overflow || !cue)
        problems.push(`tab row “${row.getAttribute('aria-label')}” hides tabs without a cue`)
    }
    return problems
  })
}

/**
 * Elements blurred through (a backdrop filter) where nothing scrolls under them: neither they nor
 * an ancestor is sticky or fixed, so the browser composites a blurred layer for nothing. An
 * element placed over another one (absolute) may blur what it covers.
 */
export function blurWithNothingBehind(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pinned = (el: Element | null): boolean =>
      el !== null &&
      (['sticky', 'fixed', 'absolute'].includes(getComputedStyle(el).position) ||
        pinned(el.parentElement))
    return [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => getComputedStyle(el).backdropFilter !== 'none' && !pinned(el))
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 100))
      .map((el) => `${el} is blurred through with nothing passing under it`)
  })
}
