/**
 * One studio instance's run drivers in a process of its own (lib/server/runs/runtime.ts), for
 * tests that kill an instance in the middle of a start (SIGKILL) and watch another carry on.
 * Started with `node --conditions=react-server --import tsx`; reads DATABASE_URL,
 * STUDIO_UPSTREAM_URL, SESSION_SECRET, STUDIO_DATA_DIR and RUN_TIMINGS (JSON) from its
 * environment, and says `ready` on its IPC channel once its workers listen.
 */
import { startRunsRuntime } from '@/lib/server/runs/runtime'

const url = process.env.DATABASE_URL
if (!url) throw new Error('DATABASE_URL is required')
// The repo's .ts files load as CommonJS here: no top-level await.
void startRunsRuntime(url, JSON.parse(process.env.RUN_TIMINGS ?? '{}')).then(() =>
  process.send?.('ready'),
)
