'use client'

import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { RemovableChip } from '@/components/ui/removable-chip'
import type { JobKind } from '@/lib/api/job-kind-names'
import { useResultMarks, useSaveMarks } from '@/lib/queries/result-marks'
import { normalTag, TAG_PATTERN } from '@/lib/studio-api/result-kinds'
import { cn } from '@/lib/cn'

const STARS = [1, 2, 3, 4, 5] as const

/**
 * A result's tags and rating, kept in the workspace and found again with `tag:` and `rated:`:
 * each tag a chip that removes it, a field that adds one, and one to five stars (choosing the
 * rating given takes it away).
 */
export function ResultMarks({ kind, id, title }: { kind: JobKind; id: string; title: string }) {
  const marks = useResultMarks(kind, id)
  const save = useSaveMarks()
  const [draft, setDraft] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const fieldId = useId()
  const tags = marks.data?.tags ?? []
  const rating = marks.data?.rating ?? null

  const saveTags = (next: string[]) => save.mutate({ kind, id, tags: next })
  const add = (event: FormEvent) => {
    event.preventDefault()
    const tag = normalTag(draft)
    if (!tag) return
    if (!TAG_PATTERN.test(tag)) {
      return setProblem('A tag is one word of letters, digits, - or _ (up to 40).')
    }
    setProblem(null)
    setDraft('')
    if (!tags.includes(tag)) saveTags([...tags, tag])
  }
  const failed = save.error ?? marks.error
  return (
    <section aria-label={`Tags and rating of ${title}`} className="space-y-3">
      <div role="radiogroup" aria-label="Your rating" className="flex items-center gap-1">
        {STARS.map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={rating === n}
            aria-label={`${n} ${n === 1 ? 'star' : 'stars'}`}
            disabled={marks.isPending}
            onClick={() => save.mutate({ kind, id, rating: rating === n ? null : n })}
            className={cn(
              'rounded p-0.5 text-lg leading-none',
              rating !== null && n <= rating ? 'text-accent' : 'text-ink-muted hover:text-ink',
            )}
          >
            <svg aria-hidden viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
              <path d="M10 1.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6L10 15l-5.4 3 1.2-6L1.3 7.8l6.1-.7z" />
            </svg>
          </button>
        ))}
      </div>
      {tags.length ? (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li key={tag}>
              <RemovableChip
                removeLabel={`Remove the tag ${tag}`}
                onRemove={() => saveTags(tags.filter((t) => t !== tag))}
              >
                {tag}
              </RemovableChip>
            </li>
          ))}
        </ul>
      ) : null}
      <form onSubmit={add} className="flex gap-2">
        <label htmlFor={fieldId} className="sr-only">
          Add a tag
        </label>
        <input
          id={fieldId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Add a tag"
          maxLength={41}
          className="control py-1.5"
        />
        <Button type="submit" variant="secondary" size="sm" disabled={!draft.trim()}>
          Add
        </Button>
      </form>
      {problem || failed ? (
        <p role="alert" className="text-xs text-danger">
          {problem ?? `Could not keep this: ${failed?.message}`}
        </p>
      ) : null}
    </section>
  )
}
