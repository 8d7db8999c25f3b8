'use client'

import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { searchLanguages, type Language } from '@/lib/media/languages'

interface LanguagePickerProps {
  legend: string
  languages: readonly Language[]
  chosen: readonly string[]
  onChange: (codes: string[]) => void
}

/** Several languages: search by name or code, tick them, remove a chosen one with its button. */
export function LanguagePicker({ legend, languages, chosen, onChange }: LanguagePickerProps) {
  const [query, setQuery] = useState('')
  const searchId = useId()
  const shown = searchLanguages(languages, query)
  const nameOf = (code: string) => languages.find((l) => l.code === code)?.name ?? code
  const toggle = (code: string, on: boolean) =>
    onChange(on ? [...chosen, code] : chosen.filter((c) => c !== code))
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{legend}</legend>
      {chosen.length ? (
        <ul aria-label="Chosen languages" className="flex flex-wrap gap-1">
          {chosen.map((code) => (
            <li key={code}>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => toggle(code, false)}
                aria-label={`Remove ${nameOf(code)}`}
              >
                {nameOf(code)} <span aria-hidden="true">×</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={searchId} className="sr-only">
        Search languages
      </label>
      <Input
        id={searchId}
        type="search"
        placeholder="Search languages"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <div
        role="group"
        aria-label="Languages"
        className="max-h-48 space-y-0.5 overflow-auto rounded-md border border-line p-2"
      >
        {shown.length === 0 ? <p className="text-sm text-ink-muted">No language matches.</p> : null}
        {shown.map((language) => (
          <label key={language.code} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={chosen.includes(language.code)}
              onChange={(e) => toggle(language.code, e.target.checked)}
            />
            {language.name}
            <span className="text-xs text-ink-muted">{language.code}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
