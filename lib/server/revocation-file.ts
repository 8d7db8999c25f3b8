import 'server-only'
import { createReadStream } from 'node:fs'
import { appendFile, mkdir, open, readFile, rename, stat, type FileHandle } from 'node:fs/promises'
import path from 'node:path'
import { setImmediate as yieldToRequests } from 'node:timers/promises'
import type { RevocationStore } from './revocation'
import { sessionStoreUnavailable } from './studio-error'

/** One line per sign-out: the session id and the moment (ms) its cookie can no longer be valid. */
const LINE = /^([\w-]{1,128}) (\d{1,16})$/

/** Compaction runs once the log holds this many more lines than live entries. */
const COMPACT_SLACK_LINES = 4096
/** Lines parsed or written between two yields to the event loop. */
const BATCH_LINES = 5000

export interface FileRevocationOptions {
  /** Rewrite the log without expired entries once it has this many lines too many. */
  compactSlackLines?: number
  /** Called when a background compaction fails (the log is still correct, only longer). */
  onCompactionError?: (error: unknown) => void
  /** The JSON object `{ sid: untilMs }` earlier versions kept: imported once, then renamed. */
  legacyJsonFile?: string
}

/**
 * Sign-outs as an append-only log shared by the instances on one host. A sign-out appends one
 * line (its cost does not grow with the log); each instance reads only what was appended since
 * it last looked; expired entries are dropped by a compaction in the background, written in
 * batches with a yield between them, so no request waits on whole-file work.
 */
export function fileRevocationStore(
  file: string,
  options: FileRevocationOptions = {},
): RevocationStore & {
  /** Rewrites the log without expired entries now (tests and the benchmark). */
  compact(): Promise<void>
  /** Resolves once the work a sign-out left for after its answer is done. */
  settled(): Promise<void>
} {
  const slack = options.compactSlackLines ?? COMPACT_SLACK_LINES
  let entries = new Map<string, number>()
  let lines = 0
  /** Live entries when the file was last read whole or compacted. */
  let baseline = 0
  let inode = -1
  let offset = 0
  let syncing: Promise<void> | undefined
  let compacting: Promise<void> | undefined
  let background: Promise<void> | undefined
  let folderMade: Promise<unknown> | undefined

  const remember = (into: Map<string, number>, text: string) => {
    for (const line of text.split('\n')) {
      const match = LINE.exec(line)
      if (!match) continue // a corrupt line is dropped, the rest kept
      lines++
      const until = Number(match[2])
      if (until > (into.get(match[1]!) ?? 0)) into.set(match[1]!, until)
    }
  }

  /** Reads what was appended since the last look (everything, when the file was replaced). */
  const readNew = async () => {
    let info
    try {
      info = await stat(file)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return // nobody signed out yet
      throw error
    }
    // Replaced (another instance compacted it): read whole into a new map, swapped in at the end
    // so that no check meanwhile sees a half-read log.
    const whole = info.ino !== inode || info.size < offset
    const into = whole ? new Map<string, number>() : entries
    const from = whole ? 0 : offset
    if (info.size === from) return
    if (whole) lines = 0
    let pending = ''
    let parsed = 0
    const stream = createReadStream(file, { start: from, end: info.size - 1, encoding: 'utf8' })
    for await (const chunk of stream as AsyncIterable<string>) {
      const text = pending + chunk
      const end = text.lastIndexOf('\n')
      pending = text.slice(end + 1)
      remember(into, text.slice(0, end + 1))
      parsed += chunk.length
      if (parsed > BATCH_LINES * 48) {
        parsed = 0
        await yieldToRequests()
      }
    }
    entries = into
    inode = info.ino
    // A line still being written by another instance is read complete next time.
    offset = info.size - Buffer.byteLength(pending)
    if (whole) baseline = liveCount()
  }

  const liveCount = () => {
    const now = Date.now()
    let live = 0
    for (const until of entries.values()) if (until > now) live++
    return live
  }

  let imported: Promise<void> | undefined
  const sync = () => {
    imported ??= importLegacy(file, options.legacyJsonFile).catch((error: unknown) => {
      imported = undefined // tried again on the next look
      throw error
    })
    syncing ??= imported.then(readNew).finally(() => (syncing = undefined))
    return syncing
  }

  /** Waits until no read of the log is under way (a compaction then updates its place alone). */
  const idle = async () => {
    while (syncing) await syncing.catch(() => undefined)
  }

  const compact = async () => {
    await sync()
    const now = Date.now()
    const temp = `${file}.${process.pid}.compact`
    const out = await open(temp, 'w', 0o600)
    let previous: FileHandle | undefined
    let written = 0
    let live = 0
    try {
      previous = await open(file, 'r').catch(() => undefined)
      // In batches, with a yield between them: no request waits for the whole log.
      let batch: string[] = []
      const flush = async () => {
        written += (await out.write(batch.join(''))).bytesWritten
        batch = []
        await yieldToRequests()
      }
      for (const [sid, until] of entries) {
        if (until <= now) {
          entries.delete(sid) // expired: no copy of its cookie can be valid any more
          continue
        }
        batch.push(`${sid} ${until}\n`)
        live++
        if (batch.length >= BATCH_LINES) await flush()
      }
      await flush()
      await out.sync()
      const { ino } = await out.stat()
      await out.close()
      await idle()
      // What this instance had read of the old file; the rest of it is carried over below.
      const readUpTo = previous && (await previous.stat()).ino === inode ? offset : 0
      await rename(temp, file)
      await idle()
      inode = ino
      offset = written
      lines = live
      baseline = live
      // Sign-outs another instance appended to the old file after it was read are carried over.
      if (previous) {
        const { size } = await previous.stat()
        if (size > readUpTo) {
          const tail = Buffer.alloc(size - readUpTo)
          await previous.read(tail, 0, tail.length, readUpTo)
          const text = tail.toString('utf8')
          await appendFile(file, text.slice(0, text.lastIndexOf('\n') + 1))
        }
      }
    } catch (error) {
      await out.close().catch(() => undefined)
      throw error
    } finally {
      await previous?.close()
    }
  }

  /** Amortised: the log is rewritten once it has doubled since the last rewrite. */
  const compactSoon = () => {
    if (compacting || lines < Math.max(slack, 2 * baseline)) return
    compacting = compact()
      .catch((error: unknown) => options.onCompactionError?.(error))
      .finally(() => (compacting = undefined))
  }

  const append = async (text: string) => {
    try {
      folderMade ??= mkdir(path.dirname(file), { recursive: true }).catch((error: unknown) => {
        folderMade = undefined
        throw error
      })
      await folderMade
      await appendFile(file, text, { mode: 0o600 })
    } catch {
      throw sessionStoreUnavailable()
    }
  }

  return {
    async revoke(sid, untilMs) {
      await append(`${sid} ${Math.ceil(untilMs)}\n`)
      entries.set(sid, Math.max(untilMs, entries.get(sid) ?? 0))
      // The line is counted when read back; compaction, if due, runs after this answer.
      background = sync()
        .then(compactSoon)
        .catch(() => undefined)
    },
    async isRevoked(sid) {
      try {
        await sync()
        compactSoon()
      } catch {
        // A log that exists but cannot be read: fail closed rather than let a signed-out copy in.
        throw sessionStoreUnavailable()
      }
      const until = entries.get(sid)
      return until !== undefined && until > Date.now()
    },
    // Opens the log for appending as a sign-out does, and writes nothing: a folder or a file the
    // studio may not write (a volume mounted read-only, another owner) fails here.
    writable: () => append(''),
    compact: () => (compacting ??= compact().finally(() => (compacting = undefined))),
    settled: async () => {
      await background
      await compacting
    },
  }
}

/** Carries the sign-outs of the earlier JSON file into the log, once, so none is forgotten. */
async function importLegacy(file: string, legacy: string | undefined): Promise<void> {
  if (!legacy) return
  let parsed: unknown
  try {
    parsed = JSON.parse(await readFile(legacy, 'utf8'))
  } catch {
    return // none (the usual case), or unreadable: nothing to carry over
  }
  const now = Date.now()
  const lines = Object.entries(parsed && typeof parsed === 'object' ? parsed : {})
    .filter(([sid, until]) => typeof until === 'number' && until > now && LINE.test(`${sid} 1`))
    .map(([sid, until]) => `${sid} ${Math.ceil(until as number)}\n`)
  await mkdir(path.dirname(file), { recursive: true })
  await appendFile(file, lines.join(''), { mode: 0o600 })
  await rename(legacy, `${legacy}.imported`)
}
