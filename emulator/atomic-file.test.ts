import { readFile, writeFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { writeFileAtomically } from './atomic-file'
import { listFiles, useScratchDir } from './media/test-support'

describe('writeFileAtomically', () => {
  const scratch = useScratchDir()

  it('moves the finished file into place and reports its size', async () => {
    const result = await writeFileAtomically(scratch('out/a.txt'), async (temp) => {
      expect(temp).not.toBe(scratch('out/a.txt'))
      expect(temp.endsWith('.txt')).toBe(true)
      await writeFile(temp, 'hello')
      return { ok: true }
    })
    expect(result).toEqual({ ok: true, fileSize: 5 })
    expect(await listFiles(scratch('out'))).toEqual(['a.txt'])
  })

  it('leaves neither the output nor the temp file behind when writing fails', async () => {
    const failing = writeFileAtomically(scratch('out/b.txt'), async (temp) => {
      await writeFile(temp, 'partial')
      throw new Error('encoder crashed')
    })
    await expect(failing).rejects.toThrow('encoder crashed')
    expect(await listFiles(scratch('out'))).toEqual(['a.txt'])
  })
})

describe('writeFileAtomically over an existing file', () => {
  const scratch = useScratchDir()

  it('keeps the previous file whole when a rewrite fails midway', async () => {
    const file = scratch('state.txt')
    await writeFile(file, 'previous')
    const failing = writeFileAtomically(file, async (temp) => {
      await writeFile(temp, 'half of the ne')
      throw new Error('interrupted')
    })
    await expect(failing).rejects.toThrow('interrupted')
    expect(await readFile(file, 'utf8')).toBe('previous')
    expect(await listFiles(scratch(''))).toEqual(['state.txt'])
  })
})

describe('writeFileAtomically to a name chosen from the result', () => {
  const scratch = useScratchDir()

  it('names the file from what the producer found out', async () => {
    const result = await writeFileAtomically(
      { dir: scratch('out'), finalPath: (r) => scratch(`out/found.${r.ext}`) },
      async (temp: string) => {
        expect(temp.startsWith(`${scratch('out')}/.`)).toBe(true)
        await writeFile(temp, 'PNG')
        return { ext: 'png' }
      },
    )
    expect(result).toEqual({ ext: 'png', fileSize: 3 })
    expect(await listFiles(scratch('out'))).toEqual(['found.png'])
  })
})
