import { setMaxListeners } from 'node:events'
import type { EmulatorConfig } from '../config'
import type { FileStore } from '../files'
import type { Store } from '../store/store'
import type { JobBase, JobKind, JobOf, JobOutput, JobRecord } from '../store/types'
import { CDN_FAIL_MARKER, FAIL_MARKER, hasMarker, MARKER_FAILURE_MESSAGE } from './markers'
import type { MediaApi } from './media-api'
import { Semaphore } from './semaphore'
import { phaseDurations } from './timeline'
import type { Workflow, WorkflowIO } from './workflow'

export interface RenderIO {
  media: MediaApi
  files: FileStore
  /** Absolute path of a job's file, named `<job id>-<suffix>.<ext>` (stable across restarts). */
  path(suffix: string, ext: string): { name: string; file: string }
}

/** Produces the files of a job of kind K; the engine handles timing, states and failures. */
export type Renderer<K extends JobKind = JobKind> = (
  job: JobOf<K>,
  io: RenderIO,
) => Promise<JobOutput[]>
/** The renderer of each rendered kind. */
export type Renderers = { [K in JobKind]?: Renderer<K> }
/** The workflow of each kind driven by one (story, premium orders). */
export type Workflows = { [K in JobKind]?: Workflow<K> }

export interface EngineDeps {
  store: Store
  files: FileStore
  config: EmulatorConfig
  media: () => Promise<MediaApi>
  renderers: Renderers
  /** Kinds driven by a workflow instead of the render state machine (story, premium orders). */
  workflows?: Workflows
  now: () => Date
  random?: () => number
}

export const TERMINAL_JOB_STATUSES = ['completed', 'failed', 'cancelled'] as const

class Aborted extends Error {}

/** Finished, possibly by someone else while the engine waited (tests' `completeJob`). */
const isTerminal = (job: JobBase) =>
  (TERMINAL_JOB_STATUSES as readonly string[]).includes(job.status)

const providerFailure = (error: unknown) =>
  `The provider could not complete this generation: ${(error as Error).message}`

/** setTimeout fires at once beyond this; longer waits end early and callers wait again. */
const MAX_TIMER_MS = 2 ** 31 - 1

/**
 * The generic job state machine: pending (or queued) -> processing -> files made, CDN upload
 * running (still processing, URLs null) -> completed; or failed with error_message.
 * Phase lengths follow estimated_time_seconds x time scale.
 */
export class JobEngine {
  private readonly abort = new AbortController()
  private readonly running = new Set<Promise<void>>()
  /** Renders in flight: a workflow may stop waiting for one (close), its files are still written. */
  private readonly rendering = new Set<Promise<unknown>>()
  private readonly renders = new Semaphore(2)

  constructor(private readonly deps: EngineDeps) {
    // Every waiting job listens on the one shutdown signal; many at once is normal.
    setMaxListeners(0, this.abort.signal)
  }

  /** Starts driving a job that the caller has already put into the store; settles when it ends. */
  submit(job: JobRecord): Promise<void> {
    const driving = this.start(job)
    const run = driving.finally(() => this.running.delete(run))
    this.running.add(run)
    return run
  }

  private start<K extends JobKind>(job: JobOf<K>): Promise<void> {
    const workflow = this.deps.workflows?.[job.kind]
    return workflow ? this.follow(job, workflow) : this.drive(job)
  }

  /** Picks up unfinished jobs after a restart. */
  resumeAll(): void {
    for (const job of Object.values(this.deps.store.state.jobs)) {
      const done = isTerminal(job) || job.optimizationFailed
      const driven = this.deps.renderers[job.kind] ?? this.deps.workflows?.[job.kind]
      if (!done && driven) void this.submit(job)
    }
  }

  /** Waits until every job in flight has settled (premium orders waiting for answers count). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running])
  }

  async close(): Promise<void> {
    this.abort.abort()
    await Promise.allSettled([...this.running])
    while (this.rendering.size > 0) await Promise.allSettled([...this.rendering])
  }

  private track<T>(work: Promise<T>): Promise<T> {
    const tracked = work.finally(() => this.rendering.delete(tracked))
    this.rendering.add(tracked)
    return tracked
  }

  /** Waits `ms`; close() rejects the wait, aborting `wake` resolves it early. */
  private sleep(ms: number, wake?: AbortSignal): Promise<void> {
    if (this.abort.signal.aborted) return Promise.reject(new Aborted())
    const signal = this.abort.signal
    return new Promise((resolve, reject) => {
      const settle = (done: () => void) => () => {
        clearTimeout(timer)
        signal.removeEventListener('abort', onAbort)
        wake?.removeEventListener('abort', onWake)
        done()
      }
      const onAbort = settle(() => reject(new Aborted()))
      const onWake = settle(resolve)
      const timer = setTimeout(settle(resolve), Math.min(ms, MAX_TIMER_MS))
      signal.addEventListener('abort', onAbort, { once: true })
      if (wake?.aborted) onWake()
      else wake?.addEventListener('abort', onWake, { once: true })
    })
  }

  private update(job: JobBase, change: Partial<JobBase>): void {
    Object.assign(job, change)
    this.deps.store.changed()
  }

  private async drive<K extends JobKind>(job: JobOf<K>): Promise<void> {
    const { config, now } = this.deps
    const phases = phaseDurations(job.estimatedSeconds, config.timeScale)
    try {
      if (job.status !== 'processing') {
        await this.sleep(phases.queuedMs)
        if (isTerminal(job)) return
        this.update(job, { status: 'processing', startedAt: now().toISOString() })
      }
      if (job.outputs.length === 0) {
        const failure = this.failureOf(job)
        if (failure) {
          await this.sleep(phases.processingMs)
          return this.fail(job, failure)
        }
        const outputs = await this.renderWhileProcessing(job, phases.processingMs)
        if (isTerminal(job)) return
        this.update(job, { outputs })
      }
      await this.sleep(phases.cdnMs + config.faults.cdnStallSeconds * 1000)
      if (isTerminal(job)) return
      if (hasMarker(job.prompt, CDN_FAIL_MARKER))
        return this.update(job, { optimizationFailed: true })
      this.update(job, { status: 'completed', cdnReady: true, completedAt: now().toISOString() })
    } catch (error) {
      if (error instanceof Aborted || this.abort.signal.aborted) return
      this.fail(job, providerFailure(error))
    }
  }

  /** Renders during the processing phase; on close the render still finishes writing its files. */
  private async renderWhileProcessing<K extends JobKind>(
    job: JobOf<K>,
    processingMs: number,
  ): Promise<JobOutput[]> {
    const rendering = this.render(job)
    // A render may fail (a full disk) while the phase still runs: observed now, so Node does not
    // take it for an unhandled rejection and stop the process; its failure is read below.
    rendering.catch(() => undefined)
    try {
      await this.sleep(processingMs)
    } catch (error) {
      await rendering.catch(() => undefined)
      throw error
    }
    return rendering
  }

  private async follow<K extends JobKind>(job: JobOf<K>, workflow: Workflow<K>): Promise<void> {
    const { store, files, now, config } = this.deps
    const io: WorkflowIO = {
      sleep: (ms, wake) => this.sleep(ms, wake),
      update: (change) => this.update(job, change),
      render: (target) => this.render(target),
      inRenderSlot: (work) =>
        this.track(this.deps.media().then((media) => this.renders.run(() => work(media)))),
      state: store.state,
      files,
      now,
      scaled: (seconds) => Math.round(seconds * 1000 * config.timeScale),
    }
    try {
      await workflow(job, io)
    } catch (error) {
      if (error instanceof Aborted || this.abort.signal.aborted) return
      this.fail(job, providerFailure(error))
    }
  }

  private failureOf(job: JobBase): string | null {
    if (hasMarker(job.prompt, FAIL_MARKER)) return MARKER_FAILURE_MESSAGE
    const rate = this.deps.config.faults.jobFailRate
    if (rate > 0 && (this.deps.random ?? Math.random)() < rate) {
      return 'The provider could not complete this generation (injected fault).'
    }
    return null
  }

  private fail(job: JobBase, message: string): void {
    this.update(job, {
      status: 'failed',
      errorMessage: message,
      completedAt: this.deps.now().toISOString(),
    })
  }

  /** Renders a job's files; close() waits for every render in flight to finish writing. */
  render<K extends JobKind>(job: JobOf<K>): Promise<JobOutput[]> {
    return this.track(this.renderFiles(job))
  }

  private async renderFiles<K extends JobKind>(job: JobOf<K>): Promise<JobOutput[]> {
    const renderer: Renderer<K> | undefined = this.deps.renderers[job.kind]
    if (!renderer) throw new Error(`no renderer for job kind ${job.kind}`)
    const media = await this.deps.media()
    const { files } = this.deps
    const io: RenderIO = {
      media,
      files,
      path: (suffix, ext) => {
        const name = `${job.id}-${suffix}.${ext}`
        return { name, file: files.pathOf(name) }
      },
    }
    return this.renders.run(() => renderer(job, io))
  }
}
