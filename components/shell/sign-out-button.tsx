'use client'

import { Button } from '@/components/ui/button'
import { showToast } from '@/components/ui/toast'
import { isSignOutNotRecorded, useSignOut } from '@/lib/queries/session'

export function SignOutButton() {
  const signOut = useSignOut()
  // A new document, not a client navigation: the page's memory (the data served with its pages,
  // the query cache) goes with the account (docs/architecture.md, "One account's page, one
  // document").
  const leave = (path: string) => window.location.replace(path)
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
