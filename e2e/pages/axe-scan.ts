import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** WCAG 2.x A and AA and best practices: what Lighthouse's accessibility score draws on. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/**
 * Rules Lighthouse turns on by name that the tags above leave out: axe tags some "experimental"
 * (never run by tag) and one AAA. label-content-name-mismatch once cost the gallery, the tools'
 * source slots and the connect page their Lighthouse audit while this scan passed.
 */
const LIGHTHOUSE_RULES = [
  'label-content-name-mismatch',
  'identical-links-same-purpose',
  'table-fake-caption',
  'td-has-header',
  'target-size',
]

/** Runs axe on the page as it is now and fails with every violation, its nodes and its help. */
export async function expectNoAxeViolations(page: Page, where: string) {
  const rules = Object.fromEntries(LIGHTHOUSE_RULES.map((id) => [id, { enabled: true }]))
  const { violations } = await new AxeBuilder({ page })
    .options({ runOnly: { type: 'tag', values: TAGS }, rules })
    .analyze()
  const found = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}: ${n.failureSummary}`).join('\n')}`,
  )
  expect(found, `axe on ${where}`).toEqual([])
}
