import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { writeFileAtomically } from '../atomic-file'
import { z } from 'zod'
import { StateSchema, STATE_VERSION, type State } from './types'

const SAVE_DELAY_MS = 50

/**
 * The emulator's state, kept in memory and persisted to `<dataDir>/state.json` (written whole to a
 * temporary file, then renamed), so restarts keep accounts, jobs and file URLs. Mutate `state`,
 * then call `changed()`.
 */
export class Store {
  private timer: NodeJS.Timeout | null = null
  private saving: Promise<void> = Promise.resolve()

  private constructor(
    readonly state: State,
    private readonly file: string,
  ) {}

  /** Loads the state, or creates it with `seed` when absent or unreadable. */
  static async open(dataDir: string, seed: () => State): Promise<{ store: Store; fresh: boolean }> {
    await mkdir(dataDir, { recursive: true })
    const file = join(dataDir, 'state.json')
    const loaded = await readState(file)
    const store = new Store(loaded ?? seed(), file)
    if (!loaded) await store.flush()
    return { store, fresh: !loaded }
  }

  /** Schedules a save; many changes in a burst give one write. */
  changed(): void {
    if (this.timer) return
    this.timer = setTimeout(() => {
      this.timer = null
      this.flush().catch((error: unknown) => {
        console.error(`[emulator] saving the state failed: ${String(error)}`)
      })
    }, SAVE_DELAY_MS)
  }

  /**
   * Saves now, through the emulator's one temp-file-then-rename writer. Saves land one after
   * another, in the order they were asked for; a failed save does not stop the next one.
   */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    const snapshot = JSON.stringify(this.state)
    const saving = this.saving.then(() =>
      writeFileAtomically(this.file, (temp) => writeFile(temp, snapshot)),
    )
    // The next save waits for this one, whatever its outcome; the caller sees the outcome.
    this.saving = saving.then(
      () => undefined,
      () => undefined,
    )
    await saving
  }
}

/**
 * The saved state, parsed; null when there is none or it is of another version. A file that is
 * not valid JSON or not a valid state is kept aside for inspection and the state is seeded again.
 */
async function readState(file: string): Promise<State | null> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null
    throw error
  }
  const json = parseJson(text)
  const parsed = StateSchema.safeParse(json)
  if (parsed.success) return parsed.data
  const version = versionOf(json)
  // A state of another version is replaced, as before; anything else unreadable is kept aside.
  if (version !== null && version !== STATE_VERSION) return null
  const where = parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`)
  console.error(`[emulator] ${file} is not a valid state (${where.join('; ')}); seeding again`)
  await rename(file, `${file}.corrupt-${Date.now()}`).catch(() => undefined)
  return null
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

const VersionOnly = z.object({ version: z.number() })

/** The version of a saved state, when it names one. */
function versionOf(json: unknown): number | null {
  const parsed = VersionOnly.safeParse(json)
  return parsed.success ? parsed.data.version : null
}
