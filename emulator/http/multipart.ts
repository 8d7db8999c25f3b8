import { randomUUID } from 'node:crypto'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import busboy from 'busboy'
import { ApiError, apiError, invalidParam } from './api-error'
import { ByteBudget, TooLargeError, writeLimited } from './limited-write'

export interface ReceivedFile {
  /** Where the bytes were streamed to (a dot-name: never served). */
  tempFile: string
  filename: string
  declaredType: string
  sizeBytes: number
}

export interface MultipartOptions {
  /** The only part name accepted (docs/service-contract.md §4.3: `file`). */
  field: string
  /** Directory of the temporary files; the same file system as their final place. */
  dir: string
  /** Bytes all files of the request may have together. */
  maxBytes: number
  maxFiles: number
  /** Rejects a part from its declared Content-Type before any of its bytes are stored. */
  checkDeclaredType(type: string, filename: string): void
}

function asApiError(error: unknown, o: MultipartOptions): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof TooLargeError) {
    return apiError('file_too_large', `The upload is larger than ${o.maxBytes} bytes`, {
      param: o.field,
      max_bytes: o.maxBytes,
    })
  }
  return invalidParam(o.field, `the upload could not be read (${(error as Error).message})`)
}

/**
 * Streams every file part of a multipart body to its own temporary file with busboy: nothing is
 * buffered whole, and the size limit holds while streaming whatever Content-Length said. On any
 * rejection, reading stops and the files written so far are removed.
 */
export function receiveFiles(request: Request, o: MultipartOptions): Promise<ReceivedFile[]> {
  const type = request.headers.get('content-type') ?? ''
  const notMultipart = () =>
    invalidParam(o.field, `send multipart/form-data with a "${o.field}" file part`)
  if (!/^multipart\/form-data\b/i.test(type) || !request.body) throw notMultipart()
  let parser: busboy.Busboy
  try {
    parser = busboy({ headers: { 'content-type': type }, limits: { files: o.maxFiles } })
  } catch {
    throw notMultipart()
  }
  const source = Readable.fromWeb(request.body as NodeReadableStream)
  const budget = new ByteBudget(o.maxBytes)
  const writes: Promise<ReceivedFile>[] = []

  return new Promise((resolve, reject) => {
    let settled = false
    const fail = (error: unknown) => {
      if (settled) return
      settled = true
      source.unpipe(parser)
      source.destroy()
      parser.destroy()
      void removeWritten(writes)
      reject(asApiError(error, o))
    }
    parser.on('file', (name, stream, info) => {
      // Destroying the parser on a rejection errors its open part; the write reports it, if any.
      stream.on('error', () => undefined)
      if (settled) return stream.resume()
      try {
        if (name !== o.field) throw invalidParam(name, `unknown part; send files as "${o.field}"`)
        o.checkDeclaredType(info.mimeType, info.filename ?? '')
      } catch (error) {
        stream.resume()
        return fail(error)
      }
      const tempFile = join(o.dir, `.upload-${randomUUID()}.part`)
      const { filename = '', mimeType: declaredType } = info
      const write = writeLimited(stream, tempFile, budget).then((sizeBytes) => ({
        tempFile,
        filename,
        declaredType,
        sizeBytes,
      }))
      write.catch(fail)
      writes.push(write)
    })
    parser.on('field', (name) =>
      fail(invalidParam(name, name === o.field ? 'must be a file part' : 'unknown part')),
    )
    parser.on('filesLimit', () => fail(invalidParam(o.field, `at most ${o.maxFiles} files`)))
    parser.on('error', (error: Error) =>
      fail(invalidParam(o.field, `malformed multipart body (${error.message})`)),
    )
    source.on('error', fail)
    parser.on('close', () => {
      Promise.all(writes).then((files) => {
        if (settled) return
        settled = true
        if (files.length) resolve(files)
        else reject(invalidParam(o.field, `a "${o.field}" part is required`))
      }, fail)
    })
    source.pipe(parser)
  })
}

async function removeWritten(writes: Promise<ReceivedFile>[]): Promise<void> {
  const results = await Promise.allSettled(writes)
  for (const r of results) if (r.status === 'fulfilled') await rm(r.value.tempFile, { force: true })
}
