import { Controller, useFormContext } from 'react-hook-form'
import { FieldError } from '@/components/ui/field-error'
import { countOf, slotLabel } from '@/lib/forms/labels'
import type { MediaField, SourceGroup } from '@/lib/forms/media-fields'
import { withSlot } from '@/lib/forms/source-rules'
import type { MediaFormValues } from '@/lib/forms/media-values'
import { errorId } from './field-ids'
import { SourceSlot } from '@/components/media/source-slot'

type SourcesField = Extract<MediaField, { kind: 'sources' }>

/**
 * Which part of the composer shows the sources: `inputs`, always in view beside the prompt (what
 * the job starts from: every filled slot, and the slot a driving input still needs), or `more`,
 * in the settings (the empty slots left).
 */
export type SourcesPart = 'inputs' | 'more'

function slotsShown(group: SourceGroup, urls: string[], driving: boolean, part: SourcesPart) {
  const shown = group.slotLabels?.length ?? Math.min(group.max, urls.length + 1)
  const firstEmpty = Array.from({ length: shown }, (_, i) => i).find((i) => !urls[i])
  const needed = driving && !urls.some(Boolean) ? firstEmpty : undefined
  return Array.from({ length: shown }, (_, index) => index).filter((index) => {
    const inInputs = Boolean(urls[index]) || index === needed
    return part === 'inputs' ? inInputs : !inInputs
  })
}

function GroupSlots({
  group,
  urls,
  driving,
  part,
  onChange,
}: {
  group: SourceGroup
  urls: string[]
  driving: boolean
  part: SourcesPart
  onChange: (urls: string[]) => void
}) {
  const indexes = slotsShown(group, urls, driving, part)
  if (indexes.length === 0) return null
  return (
    <div className="min-w-0 space-y-2">
      {part === 'more' ? (
        <p className="text-xs text-ink-muted">
          Up to {countOf(group.kind, group.max)}
          {group.slotLabels ? ', in order' : ''}
        </p>
      ) : null}
      {indexes.map((index) => {
        const label = slotLabel(group, index)
        return (
          <SourceSlot
            key={`${label}-${urls[index] ?? ''}`}
            kind={group.kind}
            label={label}
            url={urls[index] ?? ''}
            onChange={(url) => onChange(withSlot(group, urls, index, url))}
          />
        )
      })}
    </div>
  )
}

/** Source-media slots per input_media_types, limited by the max_input_* capabilities. */
export function SourcesField({ field, part }: { field: SourcesField; part: SourcesPart }) {
  const { control } = useFormContext<MediaFormValues>()
  return (
    <Controller
      control={control}
      name="sources"
      render={({ field: input, fieldState }) => {
        const groups = field.groups.filter(
          (group) =>
            slotsShown(group, input.value[group.kind], group.kind === field.driving, part).length,
        )
        if (groups.length === 0 && !(part === 'inputs' && fieldState.error)) return <></>
        return (
          <fieldset
            // min-w-0: a fieldset is as wide as its content by default, and signed URLs are long.
            className="min-w-0 space-y-2"
            aria-describedby={
              part === 'inputs' && fieldState.error ? errorId('sources') : undefined
            }
          >
            <legend className="text-sm font-medium text-ink">
              {part === 'inputs' ? 'Made from' : field.label}
              {field.required ? null : (
                <span className="font-normal text-ink-muted"> (optional)</span>
              )}
            </legend>
            <div className="grid gap-2 sm:grid-cols-[repeat(auto-fill,minmax(16rem,1fr))]">
              {groups.map((group) => (
                <GroupSlots
                  key={group.kind}
                  group={group}
                  urls={input.value[group.kind]}
                  driving={group.kind === field.driving}
                  part={part}
                  onChange={(urls) => input.onChange({ ...input.value, [group.kind]: urls })}
                />
              ))}
            </div>
            {part === 'inputs' ? (
              <FieldError id={errorId('sources')} message={fieldState.error?.message} />
            ) : null}
          </fieldset>
        )
      }}
    />
  )
}
