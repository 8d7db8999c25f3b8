'use client'

import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { lazyResolver } from '@/lib/forms/lazy-resolver'
import { browserCache } from '@/lib/browser-cache'
import { useConnect } from '@/lib/queries/session'
import type { ApiKeyInput, ConnectRequest } from '@/lib/session/schema'
import type { DemoAccountName } from '@/lib/session/session-state'

// The page's only schema is the key's: its checks (zod with it) load at the first submit, and the
// sign-in page starts with none of zod (docs/performance.md, "Where a phone's time goes").
const checkKey = lazyResolver(async () => {
  const [{ zodResolver }, { ApiKeyInput }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@/lib/session/schema'),
  ])
  return zodResolver(ApiKeyInput)
}, 'apiKey')

interface DemoAccount {
  name: DemoAccountName
  label: string
  description: string
}

export function ConnectScreen({ demoAccounts }: { demoAccounts: DemoAccount[] }) {
  const connect = useConnect()
  const form = useForm<z.input<typeof ApiKeyInput>, unknown, z.output<typeof ApiKeyInput>>({
    resolver: checkKey,
    defaultValues: { apiKey: '' },
  })
  const fieldError = form.formState.errors.apiKey?.message
  // This page is shown only to a browser with no session: whatever ended it (a sign-out in
  // another tab or on another device, expiry), no account's entries stay in its storage.
  useEffect(() => browserCache.clear(), [])

  const submit = (input: ConnectRequest) =>
    connect.mutate(input, {
      onSuccess: (answer) => {
        form.reset()
        // A new document for the account: nothing of a page opened before it is kept in memory
        // (docs/studio-server.md, "One account's page, one document"). A key that can only look
        // opens on the gallery, not on a form it cannot use.
        window.location.replace(answer.home ?? '/create')
      },
    })

  return (
    <div className="space-y-6">
      <form onSubmit={form.handleSubmit(submit)} className="space-y-4" noValidate>
        <Field
          id="api-key"
          label="API key"
          hint="Starts with sk_live_. It is sealed into a cookie and never shown again."
          error={fieldError}
        >
          <Input
            id="api-key"
            type="password"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={Boolean(fieldError)}
            aria-describedby={fieldError ? 'api-key-error' : 'api-key-hint'}
            {...form.register('apiKey')}
          />
        </Field>
        {connect.error ? <Alert>{connect.error.message}</Alert> : null}
        <Button type="submit" className="w-full" disabled={connect.isPending}>
          {connect.isPending ? 'Connecting…' : 'Connect'}
        </Button>
      </form>
      {demoAccounts.length > 0 ? (
        <section aria-labelledby="demo-heading" className="space-y-2">
          <h2 id="demo-heading" className="text-sm font-medium text-ink-muted">
            Or try a demo account on the built-in emulator
          </h2>
          <ul className="grid gap-2 sm:grid-cols-2">
            {demoAccounts.map((account) => (
              <li key={account.name}>
                <Button
                  variant="secondary"
                  className="h-full w-full flex-col text-left"
                  disabled={connect.isPending}
                  onClick={() => submit({ demo: account.name })}
                >
                  {/* The name is the visible text (label in name), worded as an action for a
                      screen reader: "Use the Creator demo account, every scope…". Each line
                      spans the card (the button centres its items), so both read from the left. */}
                  <span className="self-stretch">
                    <span className="sr-only">Use the</span> {account.label}{' '}
                    <span className="sr-only">demo account,</span>
                  </span>
                  <span className="self-stretch text-xs font-normal text-ink-muted">
                    {account.description}
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
