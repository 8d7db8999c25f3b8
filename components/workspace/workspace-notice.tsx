'use client'

import { useSyncExternalStore } from 'react'
import { workspaceStatus } from '@/lib/workspace-sync/outbox'

/**
 * A quiet line where the workspace matters (the job dock, the story draft) while the studio's
 * workspace cannot take or give what this browser holds: nothing is lost, it is kept here and
 * sent when the workspace answers again. Nothing shows while everything is saved.
 */
export function WorkspaceNotice({ className = '' }: { className?: string }) {
  const status = useSyncExternalStore(
    workspaceStatus.subscribe,
    workspaceStatus.get,
    workspaceStatus.getServer,
  )
  if (status === 'saved') return null
  return (
    <p role="status" className={`text-xs text-ink-muted ${className}`}>
      Saved in this browser; syncing when the workspace is back.
    </p>
  )
}
