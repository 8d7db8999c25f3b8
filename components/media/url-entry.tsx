import { useId, useState, type KeyboardEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { HttpUrl } from '@/lib/api/common'
import type { MediaKind } from '@/lib/api/media-kinds'
import { kindWithArticle } from '@/lib/forms/labels'
import { serviceKindOfUrl } from '@/lib/forms/source-rules'

/** Paste a public URL into a slot; checked the way the service will read it. */
export function UrlEntry({
  kind,
  slotLabel,
  onAdd,
}: {
  kind: MediaKind
  slotLabel: string
  onAdd: (url: string) => void
}) {
  const [url, setUrl] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const id = useId()

  const add = () => {
    const value = url.trim()
    if (!HttpUrl.safeParse(value).success) return setProblem('Enter an http(s) URL.')
    if (serviceKindOfUrl(value) !== kind) {
      return setProblem(
        `The service reads this URL as ${kindWithArticle(serviceKindOfUrl(value))}: use the URL of ${kindWithArticle(kind)} (it goes by the extension).`,
      )
    }
    setProblem(null)
    setUrl('')
    onAdd(value)
  }
  // Enter adds the URL instead of submitting the whole form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.metaKey && !event.ctrlKey) {
      event.preventDefault()
      add()
    }
  }

  return (
    <div className="space-y-1">
      <div className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          {slotLabel} URL
        </label>
        <Input
          id={id}
          type="url"
          inputMode="url"
          placeholder={`https://… ${kind} URL`}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
        <Button variant="secondary" size="sm" onClick={add} aria-label={`Add ${slotLabel} URL`}>
          Add
        </Button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-xs text-danger">
          {problem}
        </p>
      ) : null}
    </div>
  )
}
