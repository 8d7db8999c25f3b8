import { copyFile, link, stat } from 'node:fs/promises'
import { ApiError } from '../http/api-error'
import { ByteBudget, TooLargeError, writeLimited } from '../http/limited-write'
import type { Services } from '../services'
import { InputError, resolveSource, type InputSource } from './source'

/** A slow or stuck input server must not hold a request forever. */
const FETCH_TIMEOUT_MS = 60_000

export interface FetchOptions {
  destFile: string
  maxBytes: number
  /** Called with the response's MIME type before any byte is stored; throws to reject it. */
  checkType?: (contentType: string) => void
}

export interface FetchedInput {
  contentType: string
  sizeBytes: number
}

const tooLarge = (limit: number, bytes: number) =>
  new InputError('too_large', `larger than ${limit} bytes`, bytes)

async function copyLocal(
  source: Extract<InputSource, { kind: 'local' }>,
  o: FetchOptions,
): Promise<FetchedInput> {
  const info = await stat(source.file).catch(() => null)
  if (!info?.isFile()) throw new InputError('unreachable', 'no such file on this service')
  if (info.size > o.maxBytes) throw tooLarge(o.maxBytes, info.size)
  o.checkType?.(source.contentType)
  // A hard link costs nothing and keeps the bytes even if the source is deleted meanwhile.
  await link(source.file, o.destFile).catch(() => copyFile(source.file, o.destFile))
  return { contentType: source.contentType, sizeBytes: info.size }
}

async function download(url: URL, o: FetchOptions): Promise<FetchedInput> {
  const response = await fetch(url, {
    redirect: 'manual',
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  }).catch((error: Error) => {
    throw new InputError('unreachable', `${url.host} could not be reached (${error.message})`)
  })
  const budget = new ByteBudget(o.maxBytes)
  try {
    if (response.status !== 200 || !response.body) {
      throw new InputError('unreachable', `${url.host} answered HTTP ${response.status}`)
    }
    const declared = Number(response.headers.get('content-length'))
    if (declared > o.maxBytes) throw tooLarge(o.maxBytes, declared)
    const header = response.headers.get('content-type') ?? ''
    const contentType = header.split(';')[0]!.trim().toLowerCase()
    o.checkType?.(contentType)
    const sizeBytes = await writeLimited(response.body, o.destFile, budget)
    return { contentType, sizeBytes }
  } catch (error) {
    await response.body?.cancel().catch(() => undefined)
    if (error instanceof TooLargeError) throw tooLarge(error.limit, budget.used)
    if (error instanceof InputError || error instanceof ApiError) throw error
    throw new InputError('unreachable', `reading ${url.host} failed (${(error as Error).message})`)
  }
}

/**
 * Copies the bytes behind an input URL to `destFile`, streaming and within `maxBytes` (a declared
 * length over the limit is refused before the body is read). Rejects with InputError, or with
 * what `checkType` throws.
 */
export async function fetchInput(
  services: Services,
  rawUrl: string,
  o: FetchOptions,
): Promise<FetchedInput> {
  const source = resolveSource(services, rawUrl)
  return source.kind === 'local' ? copyLocal(source, o) : download(source.url, o)
}
