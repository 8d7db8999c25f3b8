'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useMemo, type KeyboardEvent } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import type { Asset } from '@/lib/api/assets'
import { assetNameSchema } from '@/lib/media/asset-name'
import { describeProblem, withAdvice } from '@/lib/errors/problem'
import { assetWords } from '@/lib/media/asset-words'
import { useRenameAsset } from '@/lib/queries/assets'

interface RenameAssetFormProps {
  asset: Asset & { id: string }
  headingId: string
  takenNames: ReadonlySet<string>
  onDone: () => void
}

/** PATCH /v1/assets/{id}; the name is checked as it is typed, so a bad one is never sent. */
export function RenameAssetForm({ asset, headingId, takenNames, onDone }: RenameAssetFormProps) {
  const rename = useRenameAsset()
  const schema = useMemo(() => z.object({ name: assetNameSchema(takenNames) }), [takenNames])
  const form = useForm({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { name: asset.name ?? '' },
  })
  const inputId = `${headingId}-rename`
  const error = form.formState.errors.name?.message

  useEffect(() => form.setFocus('name', { shouldSelect: true }), [form])

  const submit = form.handleSubmit(({ name }) => {
    if (name === asset.name) return onDone()
    rename.mutate(
      { id: asset.id, name },
      {
        onSuccess: onDone,
        onError: (failure) => {
          const words = describeProblem(failure, assetWords({ name }))
          form.setError('name', { type: 'server', message: withAdvice(words) })
        },
      },
    )
  })
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onDone()
  }

  return (
    <form onSubmit={submit} noValidate aria-label={`Rename ${asset.name}`} className="space-y-1">
      <h3 id={headingId} className="sr-only">
        {asset.name}
      </h3>
      <label htmlFor={inputId} className="text-xs text-ink-muted">
        New name for {asset.name}
      </label>
      <Input
        id={inputId}
        spellCheck={false}
        autoComplete="off"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${inputId}-error` : undefined}
        onKeyDown={onKeyDown}
        className="py-1"
        {...form.register('name')}
      />
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex gap-1">
        <Button type="submit" size="sm" disabled={rename.isPending}>
          {rename.isPending ? 'Saving…' : 'Save'}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
