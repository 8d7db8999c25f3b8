import { Controller, useFormContext } from 'react-hook-form'
import { FieldError } from '@/components/ui/field-error'
import { countOf, slotLabel } from '@/lib/forms/labels'
import type { MediaField, SourceGroup } from '@/lib/forms/media-fields'
import { withSlot } from '@/lib/forms/source-rules'
import type { MediaFormValues } from '@/lib/forms/media-values'
import { errorId } from './field-ids'
import { SourceSlot } from '@/components/media/source-slot'

type SourcesField = Extract<MediaField, { kind: 'sources' }>

function GroupSlots({
  group,
  urls,
  onChange,
}: {
  group: SourceGroup
  urls: string[]
  onChange: (urls: string[]) => void
}) {
  const shown = group.slotLabels?.length ?? Math.min(group.max, urls.length + 1)
  const labels = Array.from({ length: shown }, (_, i) => slotLabel(group, i))
  return (
    <div className="space-y-2">
      <p className="text-xs text-ink-muted">
        Up to {countOf(group.kind, group.max)}
        {group.slotLabels ? ', in order' : ''}
      </p>
      {labels.map((label, index) => (
        <SourceSlot
          key={`${label}-${urls[index] ?? ''}`}
          kind={group.kind}
          label={label}
          url={urls[index] ?? ''}
          onChange={(url) => onChange(withSlot(group, urls, index, url))}
        />
      ))}
    </div>
  )
}

/** Source-media slots per input_media_types, limited by the max_input_* capabilities. */
export function SourcesField({ field }: { field: SourcesField }) {
  const { control } = useFormContext<MediaFormValues>()
  return (
    <Controller
      control={control}
      name="sources"
      render={({ field: input, fieldState }) => (
        <fieldset
          // min-w-0: a fieldset is as wide as its content by default, and signed URLs are long.
          className="min-w-0 space-y-3"
          aria-describedby={fieldState.error ? errorId('sources') : undefined}
        >
          <legend className="text-sm font-medium text-ink">
            {field.label}
            {field.required ? null : (
              <span className="font-normal text-ink-muted"> (optional)</span>
            )}
          </legend>
          {field.groups.map((group) => (
            <GroupSlots
              key={group.kind}
              group={group}
              urls={input.value[group.kind]}
              onChange={(urls) => input.onChange({ ...input.value, [group.kind]: urls })}
            />
          ))}
          <FieldError id={errorId('sources')} message={fieldState.error?.message} />
        </fieldset>
      )}
    />
  )
}
