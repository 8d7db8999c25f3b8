/**
 * Deterministic outcomes chosen by the prompt, so the studio and its tests can reach every
 * state on purpose (documented in emulator/README.md).
 * - `[fail]`: the job fails after processing, with an error_message.
 * - `[cdn-fail]`: the files are made but publishing fails: status stays processing, the outputs
 *   carry optimization_status failed and no optimized or thumbnail URL.
 */
export const FAIL_MARKER = '[fail]'
export const CDN_FAIL_MARKER = '[cdn-fail]'

export function hasMarker(prompt: string, marker: string): boolean {
  return prompt.toLowerCase().includes(marker)
}

export const MARKER_FAILURE_MESSAGE =
  'The provider could not complete this generation (the prompt contains the [fail] test marker).'
