import type { MediaGenerateRequest } from '@/lib/api'

/**
 * Options a status record repeats from its request, so a history can show and remix them.
 * docs/decisions.md §D16 (public clients see the real service echo source_media_urls;
 * the other options are echoed the same way as extra members, which clients must tolerate).
 */
export const ECHOED_OPTIONS = [
  'aspect_ratio',
  'duration',
  'resolution',
  'quality',
  'negative_prompt',
  'sound',
  'seed',
  'fixed_lens',
] as const

export function requestEcho(body: MediaGenerateRequest): Record<string, unknown> {
  const echo: Record<string, unknown> = {}
  for (const option of ECHOED_OPTIONS) {
    const value = body[option]
    if (value !== null && value !== undefined) echo[option] = value
  }
  return echo
}
