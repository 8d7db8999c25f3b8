import type { UseFormRegisterReturn } from 'react-hook-form'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'

interface AssetNameFieldProps {
  register: UseFormRegisterReturn<'name'>
  error?: string
  disabled: boolean
}

export function AssetNameField({ register, error, disabled }: AssetNameFieldProps) {
  return (
    <Field
      id="add-name"
      label="Name"
      hint="Only small letters, numbers, hyphens and underscores, up to 64 characters, and not a name already in the library."
      error={error}
    >
      <Input
        id="add-name"
        spellCheck={false}
        autoComplete="off"
        disabled={disabled}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'add-name-error' : 'add-name-hint'}
        {...register}
      />
    </Field>
  )
}
