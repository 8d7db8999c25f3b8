import type { Model } from '@/lib/api/models'
import { Badge } from '@/components/ui/badge'
import { priceLabel } from '@/lib/catalog/price-label'
import { formatSeconds } from '@/lib/format'
import { readableNotes } from '@/lib/catalog/usage-notes'

function capabilityRows(model: Model): [string, string][] {
  const c = model.capabilities ?? {}
  const rows: [string, string | null | undefined][] = [
    ['Prompt', c.prompt_max_chars ? `up to ${c.prompt_max_chars} characters` : null],
    [
      'Durations',
      c.duration_range
        ? `${c.duration_range.min_seconds}–${c.duration_range.max_seconds} s`
        : c.duration_options?.join(', '),
    ],
    ['Aspect ratios', c.aspect_ratio_options?.join(', ')],
    ['Resolutions', c.resolution_options?.join(', ')],
    ['Quality', c.quality_options?.join(', ')],
    ['Input images', c.max_input_images ? `up to ${c.max_input_images}` : null],
    ['Input videos', c.max_input_videos ? `up to ${c.max_input_videos}` : null],
    ['Input audio', c.max_input_audios ? `up to ${c.max_input_audios}` : null],
    ['Negative prompt', c.supports_negative_prompt ? 'yes' : null],
    ['Audio', c.video_audio?.replaceAll('_', ' ')],
    [
      'Voices',
      model.voice_allowlist?.length
        ? `${model.voice_allowlist.length} (${model.voice_allowlist.slice(0, 3).join(', ')}…)`
        : null,
    ],
  ]
  return rows.filter((row): row is [string, string] => Boolean(row[1]))
}

export function ModelCard({ model }: { model: Model }) {
  const headingId = `model-${model.model_id}`
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4"
    >
      <header className="flex items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="font-medium">
            {model.display_name ?? model.model_id}
          </h3>
          <code className="text-xs text-ink-muted">{model.model_id}</code>
        </div>
        <Badge>{model.model_type}</Badge>
      </header>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-muted">Price</dt>
        <dd className="font-medium">{priceLabel(model)}</dd>
        {model.estimated_time_seconds ? (
          <>
            <dt className="text-ink-muted">Typical time</dt>
            <dd>{formatSeconds(model.estimated_time_seconds)}</dd>
          </>
        ) : null}
        {model.provider ? (
          <>
            <dt className="text-ink-muted">Provider</dt>
            <dd>{model.provider}</dd>
          </>
        ) : null}
        {model.input_media_types?.length ? (
          <>
            <dt className="text-ink-muted">Input media</dt>
            <dd>
              {model.input_media_types.join(', ')}
              {model.requires_input_media ? ' (required)' : ''}
            </dd>
          </>
        ) : null}
        {capabilityRows(model).map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-muted">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {model.cost_note ? <p className="text-xs text-ink-muted">{model.cost_note}</p> : null}
      {model.generation_types?.length ? (
        <ul className="flex flex-wrap gap-1" aria-label="Generation types">
          {model.generation_types.map((type) => (
            <li key={type}>
              <Badge>{type}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {readableNotes(model.usage_notes) ? (
        <p className="text-sm text-ink-muted">{readableNotes(model.usage_notes)}</p>
      ) : null}
    </article>
  )
}
