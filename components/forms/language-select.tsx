'use client'

import { useId } from 'react'
import { Field } from '@/components/ui/field'
import { Select } from '@/components/ui/select'
import { languageName, type Language } from '@/lib/media/languages'

interface LanguageSelectProps {
  label: string
  hint?: string
  /** The first option, chosen while no language is (what happens then). */
  noneLabel: string
  languages: readonly Language[]
  value: string
  onChange: (code: string) => void
  /** What is wrong with the choice, shown under the field. */
  error?: string
}

/**
 * One language, by its name, from the browser's list, or none. A chosen code the list does not
 * hold (a regional one, such as pt-BR, brought back from the prompt history) is kept and named.
 */
export function LanguageSelect({
  label,
  hint,
  noneLabel,
  languages,
  value,
  onChange,
  error,
}: LanguageSelectProps) {
  const id = useId()
  const unlisted = value !== '' && !languages.some((l) => l.code === value)
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <Select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{noneLabel}</option>
        {unlisted ? <option value={value}>{languageName(value)}</option> : null}
        {languages.map((l) => (
          <option key={l.code} value={l.code}>
            {l.name}
          </option>
        ))}
      </Select>
    </Field>
  )
}
