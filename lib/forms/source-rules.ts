import { HttpUrl } from '@/lib/api/common'
import { mediaKindOfUrl, type MediaKind } from '@/lib/api/media-kinds'
import { MEDIA_KINDS } from './generation-types'
import { kindWithArticle, slotLabel } from './labels'
import type { MediaField, SourceGroup } from '@/lib/forms/media-fields'
import type { SourceSlots } from '@/lib/forms/media-values'

type SourcesField = Extract<MediaField, { kind: 'sources' }>

/** The kind the service will see: it tells kinds by file extension and takes unknown ones as images. */
export function serviceKindOfUrl(url: string): MediaKind {
  return mediaKindOfUrl(url) ?? 'image'
}

function urlProblem(url: string, kind: MediaKind): string | null {
  if (!HttpUrl.safeParse(url).success) return 'is not an http(s) URL'
  const seen = serviceKindOfUrl(url)
  return seen === kind
    ? null
    : `looks like ${kindWithArticle(seen)} to the service (it reads the file extension)`
}

function groupProblems(group: SourceGroup, urls: readonly string[]): string[] {
  const problems: string[] = []
  const filled = urls.filter(Boolean)
  if (filled.length > group.max)
    problems.push(`At most ${group.max} ${group.kind} input(s) for this model.`)
  urls.forEach((url, index) => {
    const problem = url ? urlProblem(url, group.kind) : null
    if (problem) problems.push(`${slotLabel(group, index)} ${problem}.`)
  })
  if (group.slotLabels && !urls[0] && urls.some(Boolean))
    problems.push(`Add the ${group.slotLabels[0]!.toLowerCase()}.`)
  return problems
}

/** What is wrong with the source slots, by the rules the service applies to source_media_urls. */
export function sourceProblems(field: SourcesField, sources: SourceSlots): string[] {
  const problems: string[] = []
  for (const kind of MEDIA_KINDS) {
    const group = field.groups.find((g) => g.kind === kind)
    if (group) problems.push(...groupProblems(group, sources[kind]))
    else if (sources[kind].some(Boolean)) problems.push(`This model takes no ${kind} input.`)
  }
  const total = MEDIA_KINDS.reduce((n, kind) => n + sources[kind].filter(Boolean).length, 0)
  if (field.driving && !sources[field.driving].some(Boolean)) {
    problems.push(`Add ${kindWithArticle(field.driving)}: this generation type starts from one.`)
  } else if (field.required && total === 0) {
    problems.push('Add source media: this model needs at least one input.')
  }
  return problems
}

/** Puts `url` in slot `index`: ordered slots keep their places, free slots close up when emptied. */
export function withSlot(
  group: SourceGroup,
  urls: readonly string[],
  index: number,
  url: string,
): string[] {
  const next = [...urls]
  while (next.length < index) next.push('')
  next[index] = url
  if (!group.slotLabels) return next.filter(Boolean)
  while (next.length && !next[next.length - 1]) next.pop()
  return next
}

/** source_media_urls in the order the service reads them: images (first frame first), video, audio. */
export function sourceUrls(sources: SourceSlots): string[] {
  return MEDIA_KINDS.flatMap((kind) => sources[kind].filter(Boolean))
}
