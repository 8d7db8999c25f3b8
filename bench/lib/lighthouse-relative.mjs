// The relative goal for a phone (issue 78, part 3; docs/performance.md): measured in one
// run, every page within 5 points of /connect's score and within +250 ms of its blocking time,
// since an absolute score on a shared 2-core machine follows the machine, not the page. Also
// desktop >= 95, accessibility and best practices 100, layout shift <= 0.02.
export const GOAL = { points: 5, tbtMs: 250, desktop: 95, cls: 0.02 }

const FRAME = '/connect'
const signed = (x) => (x >= 0 ? `+${x}` : `${x}`)

/** The reasons a page's row misses the goal, in words; none for a page that meets it. */
function misses(row, frame) {
  const out = []
  if (row.formFactor === 'mobile' && frame) {
    if (row.score < frame.score - GOAL.points) out.push(`score ${signed(row.score - frame.score)}`)
    if (row.tbt > frame.tbt + GOAL.tbtMs) out.push(`TBT ${signed(Math.round(row.tbt - frame.tbt))}`)
  }
  if (row.formFactor === 'desktop' && row.score < GOAL.desktop) out.push(`desktop ${row.score}`)
  if (row.a11y < 100) out.push(`accessibility ${row.a11y}`)
  if (row.bp < 100) out.push(`best practices ${row.bp}`)
  if (row.cls > GOAL.cls) out.push(`CLS ${row.cls.toFixed(3)}`)
  return out
}

/**
 * Prints, per build and form factor, each page against /connect of the same build and run:
 * score and blocking time as differences, accessibility and best practices, and what misses.
 * `results` are bench/lighthouse.mjs's rows ({ page, formFactor, [build]: medians }).
 */
export function printRelativeToFrame(results, names, label) {
  for (const name of names) {
    console.log(`\n${name}: each page against ${FRAME} of the same build, medians`)
    console.log(
      '| page | form | score | Δ score | TBT ms | Δ TBT ms | a11y | best pr. | CLS | goal |',
    )
    console.log('|---|---|---|---|---|---|---|---|---|---|')
    for (const formFactor of ['mobile', 'desktop']) {
      const rows = results.filter((r) => r.formFactor === formFactor && r[name])
      const frame = rows.find((r) => r.page === FRAME)?.[name]
      for (const r of rows) {
        const m = r[name]
        const missed = misses({ ...m, formFactor }, frame)
        const delta = (key) => (frame ? signed(Math.round(m[key] - frame[key])) : 'n/a')
        const cells = [label(r.page), formFactor, m.score, delta('score'), Math.round(m.tbt)]
        cells.push(delta('tbt'), m.a11y, m.bp, m.cls.toFixed(3), missed.join(', ') || 'met')
        console.log(`| ${cells.join(' | ')} |`)
      }
    }
  }
}
