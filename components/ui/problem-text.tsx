import { problemMessage } from '@/lib/errors/problem'

/**
 * A failure in words, as a piece of text. A page that shows one only when something failed loads
 * it with `next/dynamic`: the table of words (lib/errors/messages.ts) stays out of its first load.
 */
export function ProblemText({ error }: { error: unknown }) {
  return <>{problemMessage(error)}</>
}
