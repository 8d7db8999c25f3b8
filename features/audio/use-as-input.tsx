import { Link } from '@/components/ui/link'

const linkClass =
  'inline-flex items-center rounded-md border border-line bg-surface px-2.5 py-1 text-sm hover:bg-surface-muted'

/** Send an audio file on: to Stems on this page, or to Create as a source (like the gallery). */
export function UseAsInput({
  url,
  name,
  fromId,
  stems = true,
}: {
  url: string
  name: string
  /** The job that made it, for lineage when it is split. */
  fromId?: string
  stems?: boolean
}) {
  const split = new URLSearchParams({
    tab: 'stems',
    split: url,
    ...(fromId ? { from: fromId } : {}),
  })
  return (
    <div role="group" aria-label={`Use ${name} as input`} className="flex flex-wrap gap-2">
      {stems ? (
        <Link href={`/audio?${split}`} className={linkClass}>
          Split into stems
        </Link>
      ) : null}
      <Link href={`/create?source=${encodeURIComponent(url)}`} className={linkClass}>
        Use as input in Create
      </Link>
    </div>
  )
}
