import type { MediaField } from '@/lib/forms/media-fields'
import { ChoiceField } from './choice-field'
import { PromptField } from './prompt-field'
import { SecondsField } from './seconds-field'
import { SoundField } from './sound-field'
import { SourcesField } from './sources-field'

function Note({ label, text }: { label: string; text: string }) {
  return (
    <p className="text-sm">
      <span className="font-medium">{label}:</span> <span className="text-ink-muted">{text}</span>
    </p>
  )
}

/** The control for one derived field in the composer's settings (the prompt is in its bar). */
export function MediaFieldControl({ field }: { field: MediaField }) {
  switch (field.kind) {
    case 'choice':
      return <ChoiceField field={field} />
    case 'seconds':
      return <SecondsField field={field} />
    case 'text':
      return <PromptField field={field} />
    case 'toggle':
      return <SoundField label={field.label} />
    case 'sources':
      return <SourcesField field={field} part="more" />
    case 'note':
      return <Note label={field.label} text={field.text} />
  }
}
