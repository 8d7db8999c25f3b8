// A Turbopack loader (next.config.ts, browser code only) that replaces five of zod's modules with
// stubs of the same exports. Classic zod's schemas reference them from every schema, so the
// bundler keeps them, but the browser never runs them (docs/performance.md, "What a page loads first, zod counted"):
//   - core/to-json-schema.js and core/json-schema-processors.js make JSON Schema: the OpenAPI
//     document, which the server makes (lib/api/openapi.ts);
//   - core/doc.js writes compiled parsers; zod runs without JIT in the browser;
//   - core/memoizer.js tracks reference cycles, which JSON cannot hold: the browser's memoizer
//     wraps nothing, and the stub's `memoizer()` returns one like it;
//   - locales/en.js is zod's English; the browser describes a refused value in the studio's words.
// The settings that make them unused are lib/config/zod-browser.ts. Every other export of those
// modules throws in words when called, so a new use fails loudly. The stubs are checked against
// the installed zod (scripts/lib/zod-browser-stubs.test.ts), so an upgrade that adds an export or
// moves a file fails a test, not the browser.

const NO_CYCLES =
  'const noCycles = { attach() {}, guard() {}, alloc: (_inst, _payload, empty) => empty }'

/** The files stubbed (under zod/v4/), and what a stub keeps working. */
const STUBBED = {
  'core/to-json-schema.js': [],
  'core/json-schema-processors.js': [],
  'core/doc.js': [],
  'core/memoizer.js': [NO_CYCLES, 'export function memoizer() { return noCycles }'],
  'locales/en.js': ['export default function () { return { localeError: () => undefined } }'],
}

/** The names a module exports: `export function|const|class NAME` and `export { a as NAME }`. */
function exportedNames(source) {
  const names = new Set()
  const declared = /^export\s+(?:async\s+)?(?:function\*?|const|let|class)\s+([\w$]+)/gm
  for (const match of source.matchAll(declared)) names.add(match[1])
  for (const match of source.matchAll(/^export\s*\{([^}]*)\}/gm)) {
    for (const part of match[1].split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
      if (name) names.add(name)
    }
  }
  if (/^export\s+default\b/m.test(source)) names.add('default')
  return [...names]
}

/** The stub's source for one of the STUBBED files (`file` as a key of STUBBED), given the real source. */
function stubSource(file, source) {
  const kept = STUBBED[file]
  const keeps = (name) =>
    kept.some((line) =>
      line.startsWith(name === 'default' ? 'export default' : `export function ${name}(`),
    )
  const lines = [
    'const unavailable = (name) => function () {',
    `  throw new Error("zod's " + name + ' (${file}) is left out of the browser build: see docs/performance.md')`,
    '}',
  ]
  for (const name of exportedNames(source).filter((name) => !keeps(name))) {
    lines.push(`export const ${name} = unavailable(${JSON.stringify(name)})`)
  }
  return [...lines, ...kept].join('\n')
}

const stubbedFile = (resourcePath) =>
  Object.keys(STUBBED).find((file) => resourcePath.replace(/\\/g, '/').endsWith(`/zod/v4/${file}`))

module.exports = function zodBrowserStubs(source) {
  const file = stubbedFile(this.resourcePath)
  return file ? stubSource(file, source) : source
}
module.exports.STUBBED = STUBBED
module.exports.stubSource = stubSource
