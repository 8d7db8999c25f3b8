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
      hint="Lowercase letters, digits, _ and -; at most 64; unique in the library."
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
