import { randomBytes } from 'node:crypto'
import { mkdir, rename, rm, stat } from 'node:fs/promises'
import { basename, dirname, extname, join } from 'node:path'

/**
 * Lets `write` produce the file at a temporary sibling path (same directory, so the rename is
 * atomic; same extension, so tools that infer formats from names keep working), then moves it
 * into place. Returns what `write` returned plus the final file size.
 */
export async function writeFileAtomically<T>(
  outFile: string,
  write: (tempPath: string) => Promise<T>,
): Promise<T & { fileSize: number }> {
  const dir = dirname(outFile)
  await mkdir(dir, { recursive: true })
  const ext = extname(outFile)
  const tempName = `.${basename(outFile, ext)}.${process.pid}-${randomBytes(4).toString('hex')}.tmp${ext}`
  const tempPath = join(dir, tempName)
  try {
    const result = await write(tempPath)
    const { size } = await stat(tempPath)
    await rename(tempPath, outFile)
    return { ...result, fileSize: size }
  } catch (error) {
    await rm(tempPath, { force: true })
    throw error
  }
}
