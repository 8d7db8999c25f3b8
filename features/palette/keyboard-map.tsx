'use client'

import { Dialog } from '@/components/ui/dialog'
import { useShortcutGroups } from '@/components/ui/use-shortcuts'

/** `?`: every shortcut the page answers now, read from the registry the page's parts fill. */
export default function KeyboardMap({ onClose }: { onClose: () => void }) {
  const groups = useShortcutGroups()
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Keyboard shortcuts">
      <div className="space-y-4">
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={`shortcuts-${group.id}`} className="space-y-1">
            <h3 id={`shortcuts-${group.id}`} className="text-sm font-semibold">
              {group.heading}
            </h3>
            <dl className="divide-y divide-line">
              {group.shortcuts.map((shortcut) => (
                <div
                  key={shortcut.label}
                  className="flex items-center justify-between gap-4 py-1.5"
                >
                  <dt className="text-sm">{shortcut.label}</dt>
                  <dd className="flex shrink-0 gap-1">
                    {shortcut.keys.map((key) => (
                      <kbd
                        key={key}
                        className="rounded border border-line bg-surface-muted px-1.5 py-0.5 text-xs"
                      >
                        {key}
                      </kbd>
                    ))}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </Dialog>
  )
}
