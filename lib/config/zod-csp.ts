import { config } from 'zod/v4/core'

/**
 * Zod 4 probes `new Function` to compile fast parsers; under the pages' CSP (no 'unsafe-eval')
 * the probe is refused and reported as a CSP violation even though zod catches it. The browser
 * parses without the JIT instead. Imported for its effect by the root client provider, from zod's
 * core: `config` writes the one settings object every zod schema reads (classic `z.config` is the
 * same function), without bringing the whole library into the root layout's first load. Pages
 * that parse load zod themselves; the flag is set before any of them parses.
 */
config({ jitless: true })
