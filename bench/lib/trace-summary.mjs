// Where a page's main-thread time went, from a Chrome trace (Playwright's browser.stopTracing()).

/** The renderer's own work, by kind (scripts, style, layout, paint, compiling, collecting). */
const TRACED = [
  'FunctionCall',
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Commit',
  'Layerize',
  'ParseHTML',
  'MajorGC',
  'MinorGC',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'RunMicrotasks',
  'v8.run',
]

/** Milliseconds by kind of work on the page's main thread, from a trace (nested kinds overlap). */
export function traceSummary(buffer) {
  const { traceEvents } = JSON.parse(buffer.toString())
  const main = traceEvents.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  )
  const totals = {}
  for (const e of traceEvents) {
    if (e.ph !== 'X' || e.pid !== main?.pid || e.tid !== main?.tid || !TRACED.includes(e.name))
      continue
    totals[e.name] = (totals[e.name] ?? 0) + e.dur / 1000
  }
  return Object.entries(totals)
    .sort((a, b) => b[1] - a[1])
    .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
    .join(', ')
}
