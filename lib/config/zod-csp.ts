import { z } from 'zod'

/**
 * Zod 4 probes `new Function` to compile fast parsers; under the pages' CSP (no 'unsafe-eval')
 * the probe is refused and reported as a CSP violation even though zod catches it. The browser
 * parses without the JIT instead. Imported for its effect by the root client provider.
 */
z.config({ jitless: true })
