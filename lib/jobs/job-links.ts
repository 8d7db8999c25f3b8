import type { JobKind } from '@/lib/api/job-kinds'

/** Where a job of each kind lives in the studio: the page that shows it, opened on that job. */
const HOMES: Record<JobKind, { name: string; href: (id: string) => string }> = {
  media: { name: 'Gallery', href: (id) => `/gallery?view=${encodeURIComponent(id)}` },
  music: { name: 'Audio', href: (id) => `/audio?music=${encodeURIComponent(id)}` },
  separation: { name: 'Audio', href: (id) => `/audio?stems=${encodeURIComponent(id)}` },
  story: { name: 'Story', href: (id) => `/story?job=${encodeURIComponent(id)}` },
  premium: { name: 'Orders', href: (id) => `/orders/${encodeURIComponent(id)}` },
}

/** Speech is a media job (docs/service-contract.md §4.4), but it lives on the audio page. */
const SPEECH_HOME = {
  name: 'Audio',
  href: (id: string) => `/audio?speech=${encodeURIComponent(id)}`,
}

export function jobHome(
  kind: JobKind,
  id: string,
  action?: string,
): { name: string; href: string } {
  const home = kind === 'media' && action === 'speech' ? SPEECH_HOME : HOMES[kind]
  return { name: home.name, href: home.href(id) }
}

/** A batch run's own page (docs/runs.md). */
export const runHome = (runId: string) => `/runs/${encodeURIComponent(runId)}`
