import 'server-only'
import pino, { type DestinationStream, type Logger } from 'pino'

/**
 * What one request's log line says. Only these names are written: the line is built from them and
 * nothing else, so a key, a cookie, a query string or a body cannot slip in.
 */
export interface RequestLogLine {
  requestId: string
  /** The contract's route id (`v1_media_generate`), `public` for the discovery documents, or null. */
  route: string | null
  method: string
  status: number
  durationMs: number
  upstreamStatus: number | null
  upstreamMs: number | null
  /** The answer was abandoned before its end (the browser went away, or the upstream stalled). */
  aborted: boolean
}

declare global {
  var mediaStudioLogger: Logger | undefined
}

/** Lines are written once this much is waiting (about 15 lines), or at the latest after FLUSH_MS. */
const BATCH_BYTES = 4096
const FLUSH_MS = 1000

/**
 * Where the lines go: `dest` (stdout's descriptor by default) in batches, so a busy studio makes
 * one write for about fifteen requests instead of one each (a write per line was a twelfth of the
 * proxy's CPU under load: docs/performance.md). A line waits at most `flushMs`; pino writes what
 * waits when the process exits, however it ends short of being killed.
 */
export function batchedDestination(
  dest: number | string = process.stdout.fd,
  flushMs = FLUSH_MS,
): DestinationStream {
  const stream = pino.destination({ dest, minLength: BATCH_BYTES, sync: false })
  const timer = setInterval(() => stream.flush(), flushMs).unref()
  stream.once('close', () => clearInterval(timer))
  return stream
}

/**
 * pino: one JSON object per line on stdout, the shape log collectors read without a parser of
 * their own; it is the fastest of the kept Node loggers (it serializes without building
 * intermediate objects and writes without blocking on a slow pipe), so a line per proxied request
 * costs the hot path little. No transports: they run in worker threads, which a server that
 * streams 500 MB uploads does not need for a line per request.
 */
export function createRequestLogger(destination: DestinationStream = batchedDestination()): Logger {
  return pino(
    {
      base: { service: 'media-studio', pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  )
}

function logger(): Logger {
  return (globalThis.mediaStudioLogger ??= createRequestLogger())
}

export function logRequest(line: RequestLogLine, into: Logger = logger()): void {
  const level = line.status >= 500 ? 'error' : line.status >= 400 ? 'warn' : 'info'
  into[level]({ ...pickLine(line) }, 'request')
}

/** The line's own fields, copied by name (a caller's extra members are never written). */
function pickLine(line: RequestLogLine): RequestLogLine {
  const { requestId, route, method, status, durationMs, upstreamStatus, upstreamMs, aborted } = line
  return { requestId, route, method, status, durationMs, upstreamStatus, upstreamMs, aborted }
}
