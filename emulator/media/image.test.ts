import { readFile, stat } from 'node:fs/promises'
import { dirname } from 'node:path'
import sharp, { type Stats } from 'sharp'
import { describe, expect, it } from 'vitest'
import { renderImage } from './image'
import { listFiles, useScratchDir } from './test-support'

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

describe('renderImage', () => {
  const scratch = useScratchDir()

  it('writes a PNG of exactly the requested size, creating parent folders', async () => {
    const outFile = scratch('nested/deeper/cat.png')
    const result = await renderImage({
      prompt: 'a cat on the moon',
      width: 300,
      height: 200,
      outFile,
    })

    const bytes = await readFile(outFile)
    expect(bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE)
    expect(bytes.toString('latin1', 12, 16)).toBe('IHDR')
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([300, 200])
    expect(result).toEqual({
      width: 300,
      height: 200,
      format: 'png',
      fileSize: (await stat(outFile)).size,
    })
    expect(await listFiles(dirname(outFile))).toEqual(['cat.png'])
  })

  it('looks different for different prompts and seeds, and is reproducible', async () => {
    const render = async (name: string, prompt: string, seed?: number) => {
      await renderImage({ prompt, seed, width: 128, height: 96, outFile: scratch(name) })
      return readFile(scratch(name))
    }
    const first = await render('a.png', 'sunset over the sea')
    expect(await render('b.png', 'sunset over the sea')).toEqual(first)
    expect(await render('c.png', 'a forest in winter')).not.toEqual(first)
    expect(await render('d.png', 'sunset over the sea', 7)).not.toEqual(first)

    const [statsA, statsC] = await Promise.all([
      sharp(scratch('a.png')).stats(),
      sharp(scratch('c.png')).stats(),
    ])
    const means = (s: Stats) => s.channels.map((c) => c.mean)
    expect(means(statsA)).not.toEqual(means(statsC))
    expect(statsA.channels[0]!.stdev).toBeGreaterThan(3) // not a flat colour
  })

  it('handles extreme aspect ratios and large sizes quickly', async () => {
    await expect(
      renderImage({ prompt: 'x', width: 1, height: 700, outFile: scratch('thin.png') }),
    ).resolves.toMatchObject({ width: 1, height: 700 })
    const started = performance.now()
    await renderImage({ prompt: 'speed', width: 1024, height: 1024, outFile: scratch('big.png') })
    expect(performance.now() - started).toBeLessThan(2_000) // ~150 ms idle; generous for busy CI
  })

  it('rejects bad sizes and inputs', async () => {
    const base = { prompt: 'x', width: 10, height: 10, outFile: scratch('bad.png') }
    await expect(renderImage({ ...base, width: 0 })).rejects.toThrow(/width/)
    await expect(renderImage({ ...base, height: 4097 })).rejects.toThrow(/height/)
    await expect(renderImage({ ...base, width: 1.5 })).rejects.toThrow(/integer/)
    // A caller outside TypeScript's reach (stored or wire data) can pass anything.
    // @ts-expect-error: a number where the prompt goes, on purpose
    await expect(renderImage({ ...base, prompt: 42 })).rejects.toThrow(/prompt/)
    await expect(renderImage({ ...base, seed: Number.NaN })).rejects.toThrow(/seed/)
  })
})
