import { Alert } from '@/components/ui/alert'
import { ProblemText } from '@/components/ui/error-reference'

/** Why the generation a link names could not be read, in words. */
export function LinkProblem({ error }: { error: unknown }) {
  return (
    <Alert>
      The generation in the link could not be read: <ProblemText error={error} />
    </Alert>
  )
}
