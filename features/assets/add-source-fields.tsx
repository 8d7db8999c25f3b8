import type { UseFormReturn } from 'react-hook-form'
import { Field } from '@/components/ui/field'
import { FieldError } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import type { AddAssetValues, AddSource } from '@/features/assets/model/add-asset-schema'
import { FileDrop } from './file-drop'

interface AddSourceFieldsProps {
  form: UseFormReturn<AddAssetValues>
  source: AddSource
  file: File | null
  busy: boolean
  maxBytes: number
  onFile: (file: File | null) => void
  /** The URL changed (a name can be made from it, as from a picked file). */
  onUrlChange: (url: string) => void
}

/** The file drop or the URL field, by the chosen source, each with its problem in words. */
export function AddSourceFields({
  form,
  source,
  file,
  busy,
  maxBytes,
  onFile,
  onUrlChange,
}: AddSourceFieldsProps) {
  const errors = form.formState.errors
  if (source === 'url') {
    const error = errors.url?.message
    return (
      <Field
        id="add-url"
        label="URL"
        hint="A public https link that opens without signing in."
        error={error}
      >
        <Input
          id="add-url"
          type="url"
          inputMode="url"
          placeholder="https://…"
          disabled={busy}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'add-url-error' : 'add-url-hint'}
          {...form.register('url', { onChange: (event) => onUrlChange(event.target.value) })}
        />
      </Field>
    )
  }
  const error = errors.file?.message
  return (
    <div className="space-y-1">
      <FileDrop
        id="add-file"
        file={file}
        disabled={busy}
        maxBytes={maxBytes}
        errorId={error ? 'add-file-error' : undefined}
        onFile={onFile}
      />
      <FieldError id="add-file-error" message={error} />
    </div>
  )
}
