import 'server-only'
import pino, { type DestinationStream, type Logger } from 'pino'
import { ROUTES } from '@/lib/api/routes'
import { getEnv } from '@/lib/config/env'

/**
 * What one request's log line says. Only these names are written: the line is built from them and
 * nothing else, so a key, a cookie, a query string or a body cannot slip in.
 */
export interface RequestLogLine {
  requestId: string
  /**
   * The contract's route id (`v1_media_generate`), `public` for the discovery documents, the
   * studio route's path with its parameters' names (`/api/studio/boards/[id]`), or null.
   */
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

/**
 * For a person at a terminal (`npm start`): each line pino writes becomes one short line, a
 * request as `GET /api/session 200 12ms`. It reformats the JSON line, so it can hold nothing the
 * JSON did not.
 */
export function prettyDestination(out: { write(text: string): unknown } = process.stdout) {
  return {
    write(json: string) {
      let line: Record<string, unknown>
      try {
        line = JSON.parse(json) as Record<string, unknown>
      } catch {
        return out.write(json)
      }
      if (line.msg !== 'request') {
        const { msg, level, time: _time, service: _service, pid: _pid, ...rest } = line
        const details = Object.entries(rest).map(([name, value]) => `${name}=${String(value)}`)
        const mark = level === 'error' || level === 'warn' ? `${String(level)}: ` : ''
        return out.write(`${mark}${[msg, ...details].join(' ')}\n`)
      }
      const route = typeof line.route === 'string' ? pathOf(line.route) : 'unmatched route'
      const cut = line.aborted ? ' (cut short)' : ''
      return out.write(
        `${String(line.method)} ${route} ${String(line.status)} ${String(line.durationMs)}ms${cut}\n`,
      )
    },
  }
}

/** A contract route id as its path (`/api/v1/generate/media/{id}`); a studio route as it is. */
function pathOf(route: string): string {
  const contract = ROUTES.find((entry) => entry.id === route)
  return contract ? `/api${contract.path}` : route === 'public' ? '/api/public/…' : route
}

function logger(): Logger {
  return (globalThis.mediaStudioLogger ??= createRequestLogger(
    getEnv().STUDIO_LOG_FORMAT === 'pretty' ? prettyDestination() : undefined,
  ))
}

/** A line about the instance itself (its shutdown), in the requests' format. */
export function logEvent(fields: { msg: string } & Record<string, string | number | boolean>) {
  const { msg, ...rest } = fields
  logger().info(rest, msg)
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
