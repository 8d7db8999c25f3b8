'use client'

import { useRouter } from 'next/navigation'
import { Button } from '@/components/ui/button'
import { useSignOut } from '@/lib/queries/session'

export function SignOutButton() {
  const router = useRouter()
  const signOut = useSignOut()
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={signOut.isPending}
      onClick={() =>
        signOut.mutate(undefined, {
          onSuccess: () => {
            router.replace('/connect')
            router.refresh()
          },
        })
      }
    >
      Sign out
    </Button>
  )
}
