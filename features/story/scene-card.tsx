'use client'

import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { memo } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { CharCount } from '@/components/ui/char-count'
import { FieldError } from '@/components/ui/field-error'
import { Select } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { cn } from '@/lib/cn'
import { formatCount } from '@/lib/format'
import type { StoryDraft } from '@/features/story/model/story-values'
import { GripVertical } from 'lucide-react'

export interface SceneCardProps {
  /** The field array's stable id of this scene (the sortable id). */
  id: string
  index: number
  seconds: number
  cost: number
  promptMax: number | null
  /** Every length the model offers, with why a length is refused (null: allowed). */
  lengths: readonly { seconds: number; refusal: string | null }[]
  /** Why this scene cannot be duplicated (null: it can). */
  duplicateRefusal: string | null
  canDelete: boolean
  onDuplicate: (index: number) => void
  onDelete: (index: number) => void
}

function PromptCounter({ index, max, id }: { index: number; max: number; id: string }) {
  const { control } = useFormContext<StoryDraft>()
  const prompt = useWatch({ control, name: `scenes.${index}.prompt` }) ?? ''
  return <CharCount id={id} length={prompt.length} limit={max} />
}

/** One scene: its prompt, length and cost; dragged by its handle or moved with the keyboard. */
export const SceneCard = memo(function SceneCard({
  id,
  index,
  seconds,
  cost,
  promptMax,
  lengths,
  duplicateRefusal,
  canDelete,
  onDuplicate,
  onDelete,
}: SceneCardProps) {
  const { register, formState } = useFormContext<StoryDraft>()
  const {
    setNodeRef,
    setActivatorNodeRef,
    attributes,
    listeners,
    transform,
    transition,
    isDragging,
  } = useSortable({ id })
  const n = index + 1
  const base = `story-scene-${id}`
  const errors = formState.errors.scenes?.[index]
  const promptError = errors?.prompt?.message
  const lengthError = errors?.duration_seconds?.message
  const longerRefused = lengths.find((l) => l.refusal && l.seconds > seconds)?.refusal
  return (
    <li
      ref={setNodeRef}
      aria-label={`Scene ${n}`}
      style={{
        transform: CSS.Translate.toString(transform),
        transition: transition,
      }}
      className={cn(
        'space-y-3 rounded-lg border border-line bg-surface p-3',
        isDragging && 'relative z-10 shadow-lg ring-2 ring-accent',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          ref={setActivatorNodeRef}
          aria-label={`Move scene ${n}`}
          className="cursor-grab touch-none rounded-md border border-line px-2 py-1 text-sm text-ink-muted hover:bg-surface-muted focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent"
          {...attributes}
          {...listeners}
        >
          <GripVertical aria-hidden className="size-4" />
        </button>
        <h3 className="text-sm font-semibold text-ink">Scene {n}</h3>
        <span className="ml-auto text-sm">
          <span className="text-ink-muted">Cost </span>
          <output aria-label={`Scene ${n} cost`} className="font-medium tabular-nums">
            {formatCount(cost)} credits
          </output>
        </span>
      </div>
      <div className="space-y-1">
        <div className="flex items-baseline justify-between gap-2">
          <label htmlFor={`${base}-prompt`} className="text-sm font-medium text-ink">
            Scene {n} prompt
          </label>
          {promptMax !== null ? (
            <PromptCounter index={index} max={promptMax} id={`${base}-count`} />
          ) : null}
        </div>
        <Textarea
          id={`${base}-prompt`}
          rows={3}
          aria-invalid={Boolean(promptError)}
          aria-describedby={
            [promptMax !== null ? `${base}-count` : '', promptError ? `${base}-prompt-error` : '']
              .join(' ')
              .trim() || undefined
          }
          {...register(`scenes.${index}.prompt`)}
        />
        <FieldError id={`${base}-prompt-error`} message={promptError} />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        {lengths.length === 1 ? (
          // One length on offer: said, not a select with nothing to choose.
          <p className="text-sm">
            <span className="font-medium text-ink">Scene {n} length</span>{' '}
            <span className="text-ink-muted">
              {lengths[0]!.seconds} s, the only length this model makes
            </span>
            <input
              type="hidden"
              {...register(`scenes.${index}.duration_seconds`, { valueAsNumber: true })}
            />
          </p>
        ) : (
          <div className="space-y-1">
            <label htmlFor={`${base}-length`} className="block text-sm font-medium text-ink">
              Scene {n} length
            </label>
            <Select
              id={`${base}-length`}
              className="w-28"
              aria-invalid={Boolean(lengthError)}
              aria-describedby={
                lengthError
                  ? `${base}-length-error`
                  : longerRefused
                    ? `${base}-length-hint`
                    : undefined
              }
              {...register(`scenes.${index}.duration_seconds`, { valueAsNumber: true })}
            >
              {lengths.map((length) => (
                <option
                  key={length.seconds}
                  value={length.seconds}
                  disabled={Boolean(length.refusal)}
                >
                  {length.seconds} s
                </option>
              ))}
            </Select>
          </div>
        )}
        <div className="ml-auto flex gap-2">
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Duplicate scene ${n}`}
            disabled={Boolean(duplicateRefusal)}
            title={duplicateRefusal ?? undefined}
            onClick={() => onDuplicate(index)}
          >
            Duplicate
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Delete scene ${n}`}
            disabled={!canDelete}
            title={canDelete ? undefined : 'A story needs at least one scene.'}
            onClick={() => onDelete(index)}
          >
            Delete
          </Button>
        </div>
      </div>
      {lengthError ? (
        <FieldError id={`${base}-length-error`} message={lengthError} />
      ) : longerRefused ? (
        <p id={`${base}-length-hint`} className="text-xs text-ink-muted">
          Longer lengths are off: {longerRefused}
        </p>
      ) : null}
    </li>
  )
})
