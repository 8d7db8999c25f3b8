import { spawn } from 'node:child_process'
import type { Readable } from 'node:stream'
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg'
import { MediaProcessingError } from './errors'

export const ffmpegPath = ffmpegInstaller.path

export interface FfmpegOptions {
  /** Piped to ffmpeg's stdin (use `pipe:0` as an input in `args`). */
  stdin?: Readable
  timeoutMs?: number
  /** Resolve even when ffmpeg exits non-zero (used to read `ffmpeg -i` stream info). */
  allowFailure?: boolean
  /** Collect stdout up to this many bytes (for `pipe:1` outputs); more is an error. */
  maxStdoutBytes?: number
}

export interface FfmpegResult {
  exitCode: number
  stderr: string
  stdout: Buffer
}

const STDERR_TAIL_CHARS = 16_000
const DEFAULT_TIMEOUT_MS = 5 * 60_000

/** A wall-clock budget for ffmpeg producing `seconds` of media, generous for a busy 2-core box. */
export function ffmpegTimeoutFor(seconds: number): number {
  return 60_000 + seconds * 4_000
}

/** Runs the bundled ffmpeg once; rejects with the stderr tail on failure or timeout. */
export function runFfmpeg(args: string[], options: FfmpegOptions = {}): Promise<FfmpegResult> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  return new Promise((resolve, reject) => {
    // Without piped input, -nostdin stops ffmpeg from polling stdin for keyboard commands.
    const stdinFlags = options.stdin ? [] : ['-nostdin']
    const child = spawn(ffmpegPath, ['-hide_banner', ...stdinFlags, '-y', ...args])
    let stderr = ''
    const stdoutChunks: Buffer[] = []
    let stdoutBytes = 0
    let failure: string | null = null

    const timer = setTimeout(() => {
      failure = `ffmpeg timed out after ${Math.round(timeoutMs / 1000)} s`
      child.kill('SIGKILL')
    }, timeoutMs)

    child.stderr.setEncoding('utf8')
    child.stderr.on('data', (text: string) => {
      stderr = (stderr + text).slice(-STDERR_TAIL_CHARS)
    })
    child.stdout.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length
      if (stdoutBytes > (options.maxStdoutBytes ?? 0)) {
        failure = `ffmpeg wrote more than ${options.maxStdoutBytes ?? 0} bytes to stdout`
        child.kill('SIGKILL')
        return
      }
      stdoutChunks.push(chunk)
    })
    // ffmpeg may exit before consuming all input (e.g. on error); its exit code tells the story.
    child.stdin.on('error', () => {})
    const input = options.stdin
    if (input) {
      input.on('error', (error) => {
        failure = `input stream failed: ${error.message}`
        child.kill('SIGKILL')
      })
      input.pipe(child.stdin)
    } else {
      child.stdin.end()
    }

    child.on('error', (error) => {
      clearTimeout(timer)
      reject(new MediaProcessingError(`could not start ffmpeg (${ffmpegPath}): ${error.message}`))
    })
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      input?.destroy()
      const exitCode = code ?? -1
      const result = { exitCode, stderr, stdout: Buffer.concat(stdoutChunks) }
      if (!failure && (exitCode === 0 || options.allowFailure)) return resolve(result)
      const reason = failure ?? `ffmpeg exited with ${signal ?? `code ${exitCode}`}`
      reject(new MediaProcessingError(`${reason}:\n${lastLines(stderr, 12)}`))
    })
  })
}

function lastLines(text: string, count: number): string {
  return text.trimEnd().split('\n').slice(-count).join('\n')
}
