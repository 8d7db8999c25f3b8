'use client'

import { useQuestionAnnouncements } from './use-question-announcements'
import { useOpenQuestions } from './use-open-questions'

/**
 * The number of open questions, beside Orders in the main navigation. Mounted once in the shell,
 * it also announces new questions and those coming within an hour of their window.
 */
export function NeedsAnswerCount() {
  const { queue, firstReadPending } = useOpenQuestions()
  // The first complete look (every order read once) is what is remembered, not announced.
  useQuestionAnnouncements(queue, !firstReadPending)
  if (queue.length === 0) return null
  const words =
    queue.length === 1 ? '1 question needs an answer' : `${queue.length} questions need an answer`
  return (
    <span
      className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-danger px-1.5 text-xs font-semibold text-white"
      title={words}
    >
      <span aria-hidden>{queue.length}</span>
      <span className="sr-only">{`, ${words}`}</span>
    </span>
  )
}
