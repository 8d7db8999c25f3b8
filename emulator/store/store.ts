import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { STATE_VERSION, type State } from './types'

const SAVE_DELAY_MS = 50

/**
 * The emulator's state, kept in memory and persisted to `<dataDir>/state.json` (atomic rename),
 * so restarts keep accounts, jobs and file URLs. Mutate `state`, then call `changed()`.
 */
export class Store {
  private timer: NodeJS.Timeout | null = null
  private writing: Promise<void> = Promise.resolve()

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
      void this.flush()
    }, SAVE_DELAY_MS)
  }

  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    const snapshot = JSON.stringify(this.state)
    this.writing = this.writing.then(async () => {
      const tmp = `${this.file}.${process.pid}.tmp`
      await writeFile(tmp, snapshot)
      await rename(tmp, this.file)
    })
    await this.writing
  }
}

async function readState(file: string): Promise<State | null> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as State
    if (parsed.version !== STATE_VERSION) return null
    return parsed
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    // A corrupt file is kept aside for inspection and the state is seeded again.
    await rename(file, `${file}.corrupt-${Date.now()}`).catch(() => undefined)
    return null
  }
}
