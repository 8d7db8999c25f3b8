'use client'

import { useId } from 'react'
import { Field } from '@/components/ui/field'
import { Select } from '@/components/ui/select'
import type { Language } from '@/lib/tools/languages'

interface LanguageSelectProps {
  label: string
  hint?: string
  /** The first option, chosen while no language is (what happens then). */
  noneLabel: string
  languages: readonly Language[]
  value: string
  onChange: (code: string) => void
}

/** One language, from the service's list, or none. */
export function LanguageSelect({
  label,
  hint,
  noneLabel,
  languages,
  value,
  onChange,
}: LanguageSelectProps) {
  const id = useId()
  return (
    <Field id={id} label={label} hint={hint}>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{noneLabel}</option>
        {languages.map((l) => (
          <option key={l.code} value={l.code}>
            {l.name}
          </option>
        ))}
      </Select>
    </Field>
  )
}
