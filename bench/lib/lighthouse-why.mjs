// What bench/lighthouse.mjs --why prints for one run.

/** What Lighthouse blames: the largest paint's element and phases, what shifted, the long tasks. */
export function why(lhr) {
  const items = (id) => lhr.audits[id]?.details?.items ?? []
  const lines = []
  const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? NaN)
  lines.push(
    `  first paint ${ms('first-contentful-paint')} ms, speed index ${ms('speed-index')} ms`,
    // Lighthouse's own measure of this machine's speed: the simulated phone scales what it
    // observed here, so runs on machines of different indexes are not comparable.
    `  machine: benchmark index ${Math.round(lhr.environment.benchmarkIndex)}`,
  )
  // What this machine showed, unthrottled: the simulated phone takes every task and request up to
  // the observed moment into its estimate, so a late observed paint makes a late simulated one.
  const seen = lhr.audits.metrics?.details?.items?.[0]
  if (seen) {
    lines.push(
      `  observed: first paint ${seen.observedFirstContentfulPaint} ms, largest paint ${seen.observedLargestContentfulPaint} ms, load ${seen.observedLoad} ms`,
    )
  }
  const [lcpElement, lcpPhases] = items('largest-contentful-paint-element')
  const node = lcpElement?.items?.[0]?.node
  if (node) lines.push(`  largest paint: ${node.nodeLabel} <${node.selector}>`)
  for (const phase of lcpPhases?.items ?? []) {
    lines.push(`    ${phase.phase}: ${Math.round(phase.timing)} ms`)
  }
  for (const shift of items('layout-shifts')) {
    lines.push(
      `  shift ${shift.score.toFixed(4)}: ${shift.node?.nodeLabel} <${shift.node?.selector}>`,
    )
  }
  for (const task of items('long-tasks').slice(0, 8)) {
    lines.push(
      `  long task ${Math.round(task.duration)} ms at ${Math.round(task.startTime)}: ${task.url}`,
    )
  }
  const work = items('mainthread-work-breakdown').map(
    (w) => `${w.groupLabel} ${Math.round(w.duration)}`,
  )
  lines.push(`  main thread: ${work.join(', ')}`)
  for (const script of items('bootup-time').slice(0, 6)) {
    const [total, run] = [script.total, script.scripting].map(Math.round)
    lines.push(`  script ${total} ms (${run} ms running): ${script.url}`)
  }
  return lines.join('\n')
}
