import { Link } from '@/components/ui/link'
import { JobPhaseBadge } from '@/components/jobs/job-phase-badge'
import { leadOutput } from '@/features/gallery/model/compare'
import { jobHome } from '@/lib/jobs/job-links'
import type { GenerationView } from '@/lib/jobs/generation-view'
import { VideoPoster } from '@/components/media/media-cover'

/**
 * The icon set's arrow, drawn as plain SVG: its components would bring the set's runtime into the
 * gallery's and every board's first load for this one mark.
 */
function ArrowRightMark() {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-4"
    >
      <path d="M5 12h14M12 5l7 7-7 7" />
    </svg>
  )
}

/** How many orders the shelf shows; the rest are a click away in Orders. */
const SHOWN = 4

function OrderPoster({ order, postersShown }: { order: GenerationView; postersShown: boolean }) {
  const output = leadOutput(order)
  if (output?.kind === 'video' && output.url)
    // The shelf heads the gallery: its posters are what a visitor sees first. Behind a detail the
    // URL opened, the box stays empty until the detail closes, as the grid does.
    return postersShown ? (
      <VideoPoster output={output} className="h-full w-full object-cover" firstSeen />
    ) : null
  // Not delivered yet: a film strip, the film to come (its badge says where the order stands).
  return (
    <span
      aria-hidden="true"
      className="flex h-full w-full items-center justify-center bg-gradient-to-br from-accent/40 to-accent/10 text-accent"
    >
      <svg
        viewBox="0 0 48 36"
        className="h-1/3 w-auto opacity-70"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      >
        <rect x="2" y="2" width="44" height="32" rx="3" />
        <path d="M12 2v32M36 2v32M2 10h10M2 18h10M2 26h10M36 10h10M36 18h10M36 26h10" />
      </svg>
    </span>
  )
}

/**
 * Premium orders beside the grid: their posters, where each stands, and the way to Orders. On a
 * phone only its line (how many, how many wait for an answer, the way to Orders): the posters
 * would fill the first screen, and the gallery's own results come first.
 * `postersShown` is false while a detail opened by its URL is over the page: the posters would
 * only compete with the detail's media (docs/performance.md, "A detail opened by its URL").
 */
export function OrderShelf({
  orders,
  waiting,
  postersShown,
}: {
  orders: GenerationView[]
  waiting: number
  postersShown: boolean
}) {
  if (orders.length === 0) return null
  return (
    <section aria-labelledby="order-shelf-title" className="space-y-stack">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="order-shelf-title" className="text-body font-semibold">
          Premium video orders{' '}
          <span className="font-normal text-ink-muted">
            {orders.length}
            {waiting ? ` · ${waiting} waiting for your answer` : ''}
          </span>
        </h2>
        <Link
          href="/orders"
          className="inline-flex items-center gap-1 text-body font-medium text-accent hover:underline"
        >
          All orders <ArrowRightMark />
        </Link>
      </div>
      <ul className="hidden gap-stack sm:grid sm:grid-cols-4">
        {orders.slice(0, SHOWN).map((order) => (
          <li key={order.id}>
            <Link
              href={jobHome('premium', order.orderId ?? order.id).href}
              className="group block space-y-1"
            >
              <span className="relative block aspect-video overflow-hidden rounded-tile bg-surface-raised">
                <OrderPoster order={order} postersShown={postersShown} />
                {order.phase !== 'completed' ? (
                  <JobPhaseBadge phase={order.phase} className="absolute left-1 top-1" />
                ) : null}
              </span>
              <span className="block truncate text-caption text-ink group-hover:underline">
                {order.prompt?.trim() || 'Premium video order'}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
