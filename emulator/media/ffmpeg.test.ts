import { describe, expect, it } from 'vitest'
import { MediaProcessingError } from './errors'
import { runFfmpeg } from './ffmpeg'

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
