'use client'

import { ProblemText } from '@/components/ui/error-reference'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import { problemMessage } from '@/lib/errors/problem-message'
import { PresetName } from '@/lib/studio-api/presets'
import type { FormSnapshot } from '@/lib/studio-api/prompt-history'
import { useSavePreset } from '@/lib/workspace-sync/presets'

const SavePreset = z.object({ name: PresetName, withPrompt: z.boolean(), shared: z.boolean() })
type SavePreset = z.infer<typeof SavePreset>

interface SavePresetFormProps {
  current: () => FormSnapshot
  /** 'member': sharing with the team is offered; otherwise why it is not. */
  team: 'member' | 'none' | 'unknown'
  onSaved: () => void
}

const NO_TEAM = {
  none: 'Sharing needs a team: this account is not in one.',
  unknown: 'Sharing needs a team: the media service could not say whether you are in one.',
}

/** "Save as preset": the form's model and options, with its prompt or without, under a name. */
export function SavePresetForm({ current, team, onSaved }: SavePresetFormProps) {
  const form = useForm<SavePreset>({
    resolver: zodResolver(SavePreset),
    defaultValues: { name: '', withPrompt: true, shared: false },
  })
  const save = useSavePreset()
  const submit = form.handleSubmit(async ({ name, withPrompt, shared }) => {
    const snapshot = current()
    try {
      await save.mutateAsync({
        ...snapshot,
        prompt: withPrompt ? snapshot.prompt : '',
        name,
        shared,
      })
      form.reset()
      onSaved()
    } catch {
      // Shown below, in the workspace's words.
    }
  })
  const nameError = form.formState.errors.name?.message
  return (
    <form
      aria-label="Save as preset"
      noValidate
      className="space-y-2 border-t border-line p-3"
      onSubmit={(event) => {
        // This form sits in a portal inside another form: its submit is its own.
        event.stopPropagation()
        void submit(event)
      }}
    >
      <h3 className="text-sm font-medium">Save as preset</h3>
      <label htmlFor="preset-name" className="sr-only">
        New preset name
      </label>
      <div className="flex gap-2">
        <Input
          id="preset-name"
          placeholder="Name, e.g. Vertical teaser"
          aria-invalid={Boolean(nameError)}
          aria-describedby={nameError ? 'preset-name-error' : undefined}
          {...form.register('name')}
        />
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
      <FieldError id="preset-name-error" message={nameError} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('withPrompt')} />
        Keep the prompt too (otherwise only the model and settings)
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" disabled={team !== 'member'} {...form.register('shared')} />
        Share with my team
      </label>
      {team !== 'member' ? <p className="text-xs text-ink-muted">{NO_TEAM[team]}</p> : null}
      {save.error ? (
        <p role="alert" className="text-sm text-danger">
          The preset was not saved: <ProblemText error={save.error} words={problemMessage} />
        </p>
      ) : null}
    </form>
  )
}
