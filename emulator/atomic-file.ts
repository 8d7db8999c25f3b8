import { randomBytes } from 'node:crypto'
import { mkdir, rename, rm, stat } from 'node:fs/promises'
import { basename, dirname, extname, join } from 'node:path'

/**
 * Where a produced file goes: a path known in advance, or one chosen from what the producer
 * returned (e.g. an extension found by probing the bytes), which must lie in `dir`.
 */
export type Destination<T> = string | { dir: string; finalPath: (result: T) => string }

/**
 * Fault injection for the one writer: while `failing`, every write ends as on a full disk
 * (ENOSPC) after its bytes are produced, before the rename, so nothing reaches its destination.
 * Set by tests at run time (emulator/test/harness.ts `failWrites`).
 */
export const writeFaults = { failing: false }

function diskFull(): NodeJS.ErrnoException {
  return Object.assign(new Error('ENOSPC: no space left on device (injected fault)'), {
    code: 'ENOSPC',
  })
}

const tempSuffix = () => `${process.pid}-${randomBytes(4).toString('hex')}.tmp`

/** A dot-name (never served) in the destination's directory, so the final rename is atomic. */
function tempPathFor<T>(destination: Destination<T>): string {
  if (typeof destination !== 'string') return join(destination.dir, `.${tempSuffix()}`)
  // The same extension, so tools that infer formats from names keep working.
  const ext = extname(destination)
  return join(dirname(destination), `.${basename(destination, ext)}.${tempSuffix()}${ext}`)
}

/**
 * Lets `write` produce the file at a temporary sibling path (a tool's output, a download, a
 * stream), then moves it into place; on failure the temporary file is removed and whatever was
 * at the destination stays as it was. Returns what `write` returned plus the final file size.
 */
export async function writeFileAtomically<T>(
  destination: Destination<NoInfer<T>>,
  write: (tempPath: string) => Promise<T>,
): Promise<T & { fileSize: number }> {
  const tempPath = tempPathFor(destination)
  await mkdir(dirname(tempPath), { recursive: true })
  try {
    const result = await write(tempPath)
    if (writeFaults.failing) throw diskFull()
    const { size } = await stat(tempPath)
    const outFile = typeof destination === 'string' ? destination : destination.finalPath(result)
    await rename(tempPath, outFile)
    return { ...result, fileSize: size }
  } catch (error) {
    await rm(tempPath, { force: true })
    throw error
  }
}
