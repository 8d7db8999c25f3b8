import { config, type $ZodMemoizer } from 'zod/v4/core'
import { issueWords } from './issue-words'

/**
 * How zod parses in the browser, set once by the root client provider before any schema is built
 * (both settings are read when a schema is made). From zod's core: `config` writes the one
 * settings object every zod schema reads (classic `z.config` is the same function), without
 * bringing the whole library into the root layout's first load. Pages that parse load zod
 * themselves.
 *
 * - No JIT: zod 4 probes `new Function` to compile fast parsers; under the pages' CSP (no
 *   'unsafe-eval') the probe is refused and reported as a CSP violation even though zod catches it.
 * - No cycle tracking: classic zod gives every object, array and record a memoizer so that input
 *   holding reference cycles can be parsed, and each one walks its whole subtree looking for a cycle
 *   the first time it parses. What the browser parses is JSON (the service's and the studio's
 *   replies, stored entries), which cannot hold a cycle, and the walks were half or more of a
 *   phone's parsing time on the gallery, an order and Create (docs/performance.md, "Where a phone's time goes").
 *   This memoizer allocates what zod would without one and wraps nothing.
 * - The studio's words: a value refused where its schema says nothing of its own is described in
 *   words a person reads (lib/config/issue-words.ts), never zod's English ("Too small: expected
 *   string to have >=1 characters").
 *
 * The browser build leaves out the zod modules these settings make unused (zod's English, the
 * cycle memoizer, the compiled parsers' writer) and the JSON Schema maker:
 * scripts/lib/zod-browser-stubs.js.
 */
const jsonHasNoCycles: $ZodMemoizer = {
  attach() {},
  guard() {},
  alloc: (_inst, _payload, empty) => empty,
}

config({ jitless: true, memoizer: jsonHasNoCycles, localeError: issueWords })
