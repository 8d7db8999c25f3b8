'use client'

import { useState, useSyncExternalStore } from 'react'
import { Button } from '@/components/ui/button'

type Permission = NotificationPermission | 'unsupported'

const currentPermission = (): Permission =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission
const noSubscription = () => () => {}

/** Asks for browser notifications (only on a click, as browsers require). */
export function NotificationPermission() {
  const initial = useSyncExternalStore(
    noSubscription,
    currentPermission,
    () => 'unsupported' as const,
  )
  const [answered, setAnswered] = useState<Permission | null>(null)
  if ((answered ?? initial) !== 'default') return null
  return (
    <Button
      variant="ghost"
      size="sm"
      className="whitespace-nowrap"
      title="Show a browser notification when a job finishes"
      onClick={async () => setAnswered(await Notification.requestPermission())}
    >
      Notify me
    </Button>
  )
}
