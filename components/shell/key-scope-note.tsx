'use client'

import { useReadOnly } from '@/lib/permissions/use-route-permission'

/**
 * For a key that can only look: once, under the top bar, what it can and cannot do, so no page
 * has to be tried to find out. Rendered by the server with the page (the key's permissions are
 * known before it renders), so it never moves the page once shown.
 */
export function KeyScopeNote() {
  if (!useReadOnly()) return null
  return (
    <div className="border-b border-line bg-surface-muted">
      <p role="note" className="mx-auto max-w-7xl px-4 py-2 text-sm text-ink-muted">
        <span className="font-medium text-ink">View only.</span> This key can browse and download
        your history, orders and balance. It cannot generate, edit, star or file anything, nor open
        the asset library: to create, connect a key that is allowed to generate.
      </p>
    </div>
  )
}
