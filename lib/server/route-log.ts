import 'server-only'
import {
  REQUEST_ID_HEADER,
  acceptedRequestId,
  runWithRequestContext,
  type RequestContext,
} from './request-context'
import { logRequest } from './request-log'

type Handler<Context> = (request: Request, context: Context) => Response | Promise<Response>

interface LoggedOptions {
  /** The answer is a long stream (a ZIP): its line is written when the stream ends, not at once. */
  streamed?: boolean
}

/**
 * A studio route handler with what the proxy's requests have (lib/server/traced-relay.ts): a
 * request id (the caller's `X-Request-Id` when well-formed, else a new one), sent to the service
 * with any call the handler makes and answered in `x-request-id`, and one log line with the route
 * as written here (its parameters' names, never their values), the method, status and duration.
 * Nothing of the request itself (key, cookie, path, body) is read for the line.
 *
 *   export const GET = logged('/api/studio/boards/[id]', async (request, { params }) => …)
 */
export function logged(
  route: string,
  handler: (request: Request) => Response | Promise<Response>,
  options?: LoggedOptions,
): (request: Request) => Promise<Response>
export function logged<Context>(
  route: string,
  handler: Handler<Context>,
  options?: LoggedOptions,
): (request: Request, context: Context) => Promise<Response>
export function logged<Context>(
  route: string,
  handler: Handler<Context>,
  options: LoggedOptions = {},
) {
  return async (request: Request, context: Context) => {
    const started = performance.now()
    const trace: RequestContext = {
      requestId: acceptedRequestId(request.headers.get(REQUEST_ID_HEADER)),
    }
    const log = (status: number, aborted: boolean) =>
      logRequest({
        requestId: trace.requestId,
        route,
        method: request.method,
        status,
        durationMs: Math.round(performance.now() - started),
        upstreamStatus: trace.upstreamStatus ?? null,
        upstreamMs: trace.upstreamMs ?? null,
        aborted,
      })
    let answer: Response
    try {
      answer = await runWithRequestContext(trace, () => handler(request, context))
    } catch (error) {
      log(500, false) // what Next answers to an error a route does not turn into words
      throw error
    }
    answer = withRequestId(answer, trace.requestId)
    if (options.streamed && answer.body) {
      const { status } = answer
      return new Response(
        whenEnded(answer.body, (aborted) => log(status, aborted)),
        answer,
      )
    }
    log(answer.status, false)
    return answer
  }
}

function withRequestId(answer: Response, requestId: string): Response {
  try {
    answer.headers.set(REQUEST_ID_HEADER, requestId)
    return answer
  } catch {
    // Some answers' headers cannot change (Response.redirect): the same answer, anew.
    const copy = new Response(answer.body, answer)
    copy.headers.set(REQUEST_ID_HEADER, requestId)
    return copy
  }
}

/** The same bytes, read only as the browser takes them; `ended` once, when they stop. */
function whenEnded(
  body: ReadableStream<Uint8Array>,
  ended: (aborted: boolean) => void,
): ReadableStream<Uint8Array> {
  const reader = body.getReader()
  let done = false
  const end = (aborted: boolean) => {
    if (done) return
    done = true
    ended(aborted)
  }
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = await reader.read()
          if (next.done) {
            controller.close()
            end(false)
          } else controller.enqueue(next.value)
        } catch (error) {
          controller.error(error)
          end(true)
        }
      },
      cancel(reason) {
        end(true)
        return reader.cancel(reason)
      },
    },
    { highWaterMark: 0 },
  )
}
