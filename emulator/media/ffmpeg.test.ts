import { writeFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { writeFileAtomically } from './atomic-file'
import { MediaProcessingError } from './errors'
import { runFfmpeg } from './ffmpeg'
import { listFiles, useScratchDir } from './test-support'

describe('runFfmpeg', () => {
  it('rejects with the tail of stderr when ffmpeg fails', async () => {
    const failure = runFfmpeg(['-i', '/definitely/not/here.mp4', '-f', 'null', '-'])
    await expect(failure).rejects.toBeInstanceOf(MediaProcessingError)
    await expect(failure).rejects.toThrow(/code 1[\s\S]*No such file or directory/)
  })

  it('kills ffmpeg after the timeout', async () => {
    const endless = ['-re', '-f', 'lavfi', '-i', 'sine', '-f', 'null', '-']
    await expect(runFfmpeg(endless, { timeoutMs: 300 })).rejects.toThrow(/timed out/)
  })

  it('can resolve despite a failure exit, to read stream info', async () => {
    const { exitCode, stderr } = await runFfmpeg(['-f', 'lavfi', '-i', 'sine=duration=1'], {
      allowFailure: true,
    })
    expect(exitCode).not.toBe(0)
    expect(stderr).toMatch(/Audio: pcm_s16le/)
  })
})

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
