import { problemMessage } from '@/lib/errors/problem-message'
import { referenceOf } from '@/lib/errors/reference'

/**
 * The studio's reference for a failed request, behind "Details": there to quote when reporting
 * the problem, out of the way of the words that say what happened and what to do.
 */
export function ErrorReference({ reference }: { reference: string | null | undefined }) {
  if (!reference) return null
  return (
    <details className="mt-1 text-xs text-ink-muted" data-error-reference>
      <summary className="w-fit cursor-pointer hover:text-ink">Details</summary>
      <p className="mt-1">
        Reference for support: <span className="select-all font-mono">{reference}</span>
      </p>
    </details>
  )
}

/**
 * What a failed request means, in words, with its reference as a detail under them. `words`: how
 * the caller's requests read (the studio's own routes have their own words), the service's by default.
 */
export function ProblemText({
  error,
  words = problemMessage,
}: {
  error: unknown
  words?: (error: unknown) => string
}) {
  return (
    <>
      {words(error)}
      <ErrorReference reference={referenceOf(error)} />
    </>
  )
}
