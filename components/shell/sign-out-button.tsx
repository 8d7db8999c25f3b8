'use client'

import { useRouter } from 'next/navigation'
import { Button } from '@/components/ui/button'
import { showToast } from '@/components/ui/toast'
import { isSignOutNotRecorded, useSignOut } from '@/lib/queries/session'

export function SignOutButton() {
  const router = useRouter()
  const signOut = useSignOut()
  const leave = (path: string) => {
    router.replace(path)
    router.refresh()
  }
  return (
    <Button
      variant="secondary"
      size="sm"
      className="whitespace-nowrap"
      disabled={signOut.isPending}
      onClick={() =>
        signOut.mutate(undefined, {
          onSuccess: () => leave('/connect'),
          onError: (error) => {
            // The cookie is cleared even when the sign-out could not be recorded: the connect
            // page says what that leaves behind.
            if (isSignOutNotRecorded(error)) {
              leave('/connect?notice=signout-not-recorded')
              return
            }
            showToast({ tone: 'danger', title: 'Sign-out failed', body: error.message })
          },
        })
      }
    >
      Sign out
    </Button>
  )
}
