import { useState } from 'react'
import type { Model } from '@/lib/api/models'
import { providerName, videoAudioWords } from '@/lib/catalog/catalog-words'
import { readableNotes } from '@/lib/catalog/usage-notes'

/** The catalog's limits of a model, as label and value rows for its details. */
function detailRows(model: Model): [string, string][] {
  const c = model.capabilities ?? {}
  const rows: [string, string | null | undefined][] = [
    ['Provider', model.provider ? providerName(model.provider) : null],
    [
      'Input media',
      model.input_media_types?.length
        ? `${model.input_media_types.join(', ')}${model.requires_input_media ? ' (required)' : ''}`
        : null,
    ],
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
    ['Audio', c.video_audio ? videoAudioWords(c.video_audio) : null],
    [
      'Voices',
      model.voice_allowlist?.length
        ? `${model.voice_allowlist.length} (${model.voice_allowlist.slice(0, 3).join(', ')}…)`
        : null,
    ],
    ['Pricing', readableNotes(model.cost_note)],
  ]
  return rows.filter((row): row is [string, string] => Boolean(row[1]))
}

/**
 * Everything else the catalog says about a model, folded away until asked for. The rows are put
 * in the page when the details open: always there, they were two thirds of the Models page's
 * elements, parsed, styled and hydrated on every load for the few a person opens
 * (docs/performance.md, "Long lists").
 */
export function ModelDetails({ model }: { model: Model }) {
  const [open, setOpen] = useState(false)
  const rows = detailRows(model)
  if (rows.length === 0) return null
  return (
    <details
      className="group/details text-body"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer select-none text-caption font-medium text-ink-muted hover:text-ink">
        Details
      </summary>
      {open ? (
        <dl className="mt-stack grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-ink-muted">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </details>
  )
}
