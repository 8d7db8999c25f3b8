import type { ReactNode } from 'react'

interface JobRowProps {
  label: string
  badge: ReactNode
  detail: ReactNode
  /** Elapsed share of the estimate, drawn as a bar; null for none. */
  ratio?: number | null
  message?: string | null
  actions?: ReactNode
}

/** One line of the job tray. */
export function JobRow({ label, badge, detail, ratio, message, actions }: JobRowProps) {
  return (
    <li className="space-y-1 border-b border-line px-3 py-2 last:border-b-0">
      <div className="flex items-center gap-2">
        {badge}
        <span className="min-w-0 flex-1 truncate text-sm font-medium" title={label}>
          {label}
        </span>
        {actions}
      </div>
      <p className="text-xs tabular-nums text-ink-muted">{detail}</p>
      {ratio != null ? (
        <div className="h-1 overflow-hidden rounded bg-surface-muted" aria-hidden="true">
          <div
            className="h-full bg-accent transition-[width]"
            style={{ width: `${ratio * 100}%` }}
          />
        </div>
      ) : null}
      {message ? <p className="break-words text-xs text-danger">{message}</p> : null}
    </li>
  )
}
