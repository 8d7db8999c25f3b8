import { vi } from 'vitest'

/**
 * What a waveform component did, in order, with a mark each time the browser moved on to a later
 * task: after each step, a timer queued then writes 'later task' once the step's task has ended.
 * A step that ran in the same task as the one before it comes before that mark.
 */
export const steps: string[] = []

function step(name: string) {
  steps.push(name)
  setTimeout(() => steps.push('later task'), 0)
}

/** The decoding, resolved at once with a one-second waveform. */
export async function fakeDecode() {
  step('decoded')
  return { blob: new Blob(['audio']), peaks: [new Float32Array([0.5, -0.5])], duration: 1 }
}

/** wavesurfer.js's default export: `create` gives a player that draws at `loadBlob`. */
export const FakeWaveSurfer = {
  create: vi.fn(() => {
    step('created')
    return {
      on: vi.fn(),
      destroy: vi.fn(),
      playPause: vi.fn(),
      getCurrentTime: () => 0,
      setTime: vi.fn(),
      loadBlob: vi.fn(async () => step('drawn')),
    }
  }),
}
