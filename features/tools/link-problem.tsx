import { Alert } from '@/components/ui/alert'
import { problemMessage } from '@/lib/errors/problem-message'

/** Why the generation a link names could not be read, in words. */
export function LinkProblem({ error }: { error: unknown }) {
  return <Alert>The generation in the link could not be read: {problemMessage(error)}</Alert>
}
