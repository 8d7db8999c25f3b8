'use client'

import { useEffect } from 'react'
import { carryOverLegacy } from './carry-over-legacy'
import { trackedJobs } from '@/lib/jobs/tracked-jobs'
import { mergeWorkspaceDraft } from '@/features/story/model/draft-store'
import { flushWrites } from '@/lib/workspace-sync/outbox'
import { readVoiceSamples, readWorkspace } from '@/lib/workspace-sync/read'
import { voiceSamples } from '@/features/audio/model/voice-samples'

/** Another device's work shows here within this long while the page is in view. */
const READ_EVERY_MS = 30_000

/**
 * Keeps this browser's cache and the account's workspace together: sends what waits, then reads
 * the tray, the draft and the voice samples (jobs started on another device, outcomes it recorded,
 * samples it paid for), on opening, on focus
 * and every half minute while visible; carries over, once, what an older studio kept and this
 * account can prove is its own. Mounted once per account.
 */
export function WorkspaceSync() {
  useEffect(() => {
    let alive = true
    const sync = async () => {
      await flushWrites()
      const [remote, samples] = await Promise.all([readWorkspace(), readVoiceSamples()])
      if (!alive) return
      if (samples) voiceSamples.mergeWorkspace(samples)
      if (!remote) return
      trackedJobs.mergeWorkspace(remote.tray)
      mergeWorkspaceDraft(remote.draft)
    }
    void sync()
    void carryOverLegacy()
    const onFocus = () => void sync()
    window.addEventListener('focus', onFocus)
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void sync()
    }, READ_EVERY_MS)
    return () => {
      alive = false
      window.removeEventListener('focus', onFocus)
      clearInterval(timer)
    }
  }, [])
  return null
}
