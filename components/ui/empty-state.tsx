import type { ReactNode } from 'react'

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-card bg-surface-raised p-10 text-center shadow-raised">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      {children ? <div className="mt-2 text-sm text-ink-muted">{children}</div> : null}
    </div>
  )
}
