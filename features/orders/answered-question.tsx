import { Badge } from '@/components/ui/badge'
import type { PremiumOrder } from '@/lib/api/premium'
import { LocalDateTime } from '@/components/ui/local-date-time'

type Answered = NonNullable<PremiumOrder['answered_questions']>[number]

/** A question the service has an answer for: the answer, when, and whether it came late. */
export function AnsweredQuestion({ question }: { question: Answered }) {
  return (
    <li className="space-y-1 rounded-md border border-line p-3">
      <p className="font-medium">{question.question ?? 'Question'}</p>
      <p className="text-sm">
        Answer: <q className="font-medium">{question.answer}</q>
      </p>
      <p className="flex flex-wrap items-center gap-2 text-xs text-ink-muted">
        {question.answered_at ? (
          <span>
            Answered <LocalDateTime at={question.answered_at} />
          </span>
        ) : null}
        {question.late ? (
          <Badge className="border-amber-500/50 text-amber-700 dark:text-amber-300">
            Late: after the window closed
          </Badge>
        ) : null}
      </p>
    </li>
  )
}
