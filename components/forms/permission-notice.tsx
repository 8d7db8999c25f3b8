import type { PermissionDenial } from '@/lib/permissions/key-permissions'

/**
 * Why a paid form is off before any click: the connected key lacks the permission its start
 * needs, named in words. Nothing is sent from a form showing this.
 */
export function PermissionNotice({ denied }: { denied: PermissionDenial | null }) {
  if (!denied) return null
  return (
    <p
      role="status"
      data-permission-notice
      className="rounded-md border border-line bg-surface-muted px-3 py-2 text-sm"
    >
      {denied.message}
    </p>
  )
}
