import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { writeFileAtomically } from '../../atomic-file'
import { ffmpegTimeoutFor, runFfmpeg } from '../../media/ffmpeg'
import { withTempDir } from '../../media/temp-dir'

const quoted = (file: string) => `file '${file.replace(/'/g, "'\\''")}'`

/**
 * Joins MP4 clips end to end without re-encoding (ffmpeg's concat demuxer). The clips must share
 * codecs, size and frame rate, as the scenes of one story do. Returns the output's size in bytes.
 */
export async function concatVideos(
  inputs: string[],
  outFile: string,
  totalSeconds: number,
): Promise<number> {
  return withTempDir(async (dir) => {
    const list = join(dir, 'clips.txt')
    await writeFile(list, inputs.map(quoted).join('\n'))
    const written = await writeFileAtomically(outFile, async (temp) => {
      await runFfmpeg(
        ['-f', 'concat', '-safe', '0', '-i', list, '-c', 'copy', '-movflags', '+faststart', temp],
        { timeoutMs: ffmpegTimeoutFor(totalSeconds) },
      )
      return {}
    })
    return written.fileSize
  })
}
