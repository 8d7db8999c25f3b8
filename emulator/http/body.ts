import type { z } from 'zod'
import { JSON_BODY_MAX_BYTES } from '@/lib/api'
import { invalidParam } from './api-error'
import { invalidRequestFromZod } from './zod-errors'

const bodyProblem = (message: string) => invalidParam('body', message)

/** The unread rest of the body makes the connection unusable, so the client is told to drop it. */
function tooLarge(limit: number) {
  const error = bodyProblem(`request body is too large (at most ${limit} bytes)`)
  error.headers.Connection = 'close'
  return error
}

async function readLimited(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > limit) throw tooLarge(limit)
  if (!request.body) return new Uint8Array()
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      throw tooLarge(limit)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

function parseJsonText(bytes: Uint8Array): unknown {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw bodyProblem('request body is not valid UTF-8')
  }
  if (text.trim() === '') throw bodyProblem('request body is empty; send a JSON object')
  try {
    return JSON.parse(text)
  } catch (error) {
    throw bodyProblem(`malformed JSON (${(error as Error).message})`)
  }
}

/**
 * Reads a JSON request body and validates it. Wrong content type, oversized, malformed or
 * non-object bodies and schema failures are all 400 invalid_request (never 422).
 */
export async function readJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.infer<S>> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/json') throw bodyProblem('Content-Type must be application/json')
  const value = parseJsonText(await readLimited(request, JSON_BODY_MAX_BYTES))
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw bodyProblem('request body must be a JSON object')
  }
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw invalidRequestFromZod(parsed.error, 'body')
  return parsed.data
}

/** Validates the query string; a parameter given twice is rejected rather than guessed. */
export function readQuery<S extends z.ZodType>(url: URL, schema: S): z.infer<S> {
  const query: Record<string, string> = {}
  for (const [key, value] of url.searchParams) {
    if (Object.hasOwn(query, key)) throw invalidParam(key, 'given more than once')
    query[key] = value
  }
  const parsed = schema.safeParse(query)
  if (!parsed.success) throw invalidRequestFromZod(parsed.error, 'query')
  return parsed.data
}
