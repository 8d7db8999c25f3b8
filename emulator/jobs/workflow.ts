import type { FileStore } from '../files'
import type { JobBase, JobKind, JobOf, JobOutput, JobRecord, State } from '../store/types'
import type { MediaApi } from './media-api'

/** What a workflow may use: the engine's clock, state, render slots and an abortable sleep. */
export interface WorkflowIO {
  /**
   * Waits `ms` (real time; scale it first). close() cuts it short by throwing, so a workflow
   * never outlives its emulator; aborting `wake` ends the wait early without an error.
   */
  sleep(ms: number, wake?: AbortSignal): Promise<void>
  /** Applies a change to the workflow's job and schedules a save. */
  update(change: Partial<JobBase>): void
  /** Renders a (possibly derived) job record's files with the renderer of its kind. */
  render(job: JobRecord): Promise<JobOutput[]>
  /** Runs other media work in one of the engine's render slots. */
  inRenderSlot<T>(work: (media: MediaApi) => Promise<T>): Promise<T>
  state: State
  files: FileStore
  now(): Date
  /** Milliseconds of real time for `seconds` of service time (EMULATOR_TIME_SCALE). */
  scaled(seconds: number): number
}

/**
 * Drives a job kind whose life is more than one render: story scenes billed one by one, premium
 * orders waiting for answers. Throwing fails the job with the error's message.
 */
export type Workflow<K extends JobKind> = (job: JobOf<K>, io: WorkflowIO) => Promise<void>
