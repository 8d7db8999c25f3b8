import { routePath } from '@/lib/api/routes'
import type { FormSnapshot } from '@/lib/studio-api/prompt-history'
import { snapshotOfBody } from '@/lib/workspace-sync/snapshot-of-start'
import { buildMusicRequest, type MusicFormValues } from './music-form'

/** What the music form holds, read as the body it would send. */
export function musicSnapshotOf(values: MusicFormValues): FormSnapshot {
  const body = buildMusicRequest(values)
  const path = routePath('v1_music_generate')
  return (
    snapshotOfBody({ path, body, model: values.model }) ?? {
      form: 'music',
      model: values.model,
      prompt: '',
      options: {},
    }
  )
}
